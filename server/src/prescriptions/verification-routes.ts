import { normalizeVerificationCode, prescriptionStatus, VERIFICATION_TOKEN_PATTERN } from '@telehealth/shared-api/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequests } from '../http/errors';
import { licenceLine } from './prescription-pdf';
import type { PrescriptionDocument } from './prescription-repository';
import {
  initialsOf,
  verificationFormPage,
  verificationNotFoundPage,
  verificationPage,
  verificationRateLimitedPage,
} from './verification-page';
import type { Clock } from '../clock';
import type { PrescriptionService } from './prescription-service';

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return (
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      // The address holds the prescription's secret: never cached, never sent on as a referrer.
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(html)
  );
}

/**
 * The public verification page: `/verify/{token}` (the QR code) and `/verify?code=XXXXX-XXXXX`
 * (the printed code, typed in; case, spaces and the dash do not matter). No sign-in, no script,
 * rate-limited per client address; every lookup that finds a prescription is recorded as a scan.
 */
export async function verificationRoutes(
  app: FastifyInstance,
  { prescriptions, clock }: { prescriptions: PrescriptionService; clock: Clock },
) {
  /** Answers the page for a lookup, or undefined after answering 429. */
  async function lookUp(
    request: FastifyRequest,
    reply: FastifyReply,
    lookup: { token: string } | { code: string } | null,
    typed?: string,
  ): Promise<FastifyReply> {
    try {
      await prescriptions.limitVerification(request.ip);
    } catch (error) {
      if (!(error instanceof TooManyRequests)) throw error;
      reply.header('retry-after', String(error.retryAfterSeconds));
      return sendHtml(reply, 429, verificationRateLimitedPage(error.message));
    }
    const record = lookup ? await prescriptions.verify(lookup, request.ip) : undefined;
    if (!record) return sendHtml(reply, 404, verificationNotFoundPage(typed));
    return sendHtml(reply, 200, page(record));
  }

  function page(record: PrescriptionDocument): string {
    const { prescription } = record;
    return verificationPage({
      status: prescriptionStatus(prescription, clock()),
      medication: prescription.medication,
      dosage: prescription.dosage,
      instructions: prescription.instructions,
      quantity: prescription.quantity,
      refills: prescription.refills,
      prescriberName: record.doctorUser.name,
      prescriberLicence: licenceLine(record.credentials),
      prescriberVerification: record.credentials.verification,
      patientInitials: initialsOf(record.patientUser.name),
      patientBirthYear: record.patient.dateOfBirth?.slice(0, 4) ?? null,
      writtenAt: prescription.createdAt,
      expiresAt: prescription.expiresAt,
      revokedAt: prescription.revokedAt,
      code: prescription.verificationCode,
    });
  }

  app.get<{ Params: { token: string } }>('/verify/:token', async (request, reply) => {
    const token = request.params.token;
    return lookUp(request, reply, VERIFICATION_TOKEN_PATTERN.test(token) ? { token } : null);
  });

  app.get<{ Querystring: { code?: unknown } }>('/verify', async (request, reply) => {
    const typed = request.query.code;
    if (typed === undefined || typed === '') return sendHtml(reply, 200, verificationFormPage());
    const text = typeof typed === 'string' ? typed.slice(0, 40) : '';
    const code = normalizeVerificationCode(text);
    return lookUp(request, reply, code ? { code } : null, text);
  });
}
