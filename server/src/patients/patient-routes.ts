import { BLOOD_GROUPS, GENDERS, patientProfileSchema } from '@telehealth/shared-api/core';
import type { FastifyInstance } from 'fastify';
import { caller } from '../sessions/access-control';
import { sendEnvelope } from '../http/envelope';
import { routeSchema, type JsonSchema } from '../http/schemas';
import { validate } from '../http/validate';
import { definePlugin } from '../plugin';
import { acceptMultipart, readImageUpload, readProfileForm } from '../uploads';
import { PATIENT_MESSAGES } from './patient-repository';
import { patientProfileResponseSchema, toPatientProfile } from './patient-serializer';
import type { PatientProfileInput, PatientService } from './patient-service';

const TAGS = ['Patients'];

const profileFields: JsonSchema = {
  date_of_birth: { type: 'string', format: 'date', description: 'yyyy-MM-dd' },
  gender: { type: 'string', enum: [...GENDERS] },
  blood_group: { type: 'string', enum: [...BLOOD_GROUPS] },
  address: { type: 'string' },
  About: { type: 'string' },
  emergency_contact: { type: 'string' },
};
const profileBody: JsonSchema = { type: 'object', required: ['date_of_birth', 'gender', 'blood_group'], properties: profileFields };

/** Spec §7 "Patients". */
export async function patientRoutes(app: FastifyInstance, services: { patients: PatientService }): Promise<void> {
  const patients = services.patients;

  app.get(
    '/patient/profile',
    {
      config: { auth: 'patient' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Your own patient profile (404 when you have none yet)',
        auth: 'patient',
        data: { 200: patientProfileResponseSchema },
      }),
    },
    async (request, reply) => sendEnvelope(reply, toPatientProfile(await patients.own(caller(request).user.id))),
  );

  app.get<{ Params: { id: string } }>(
    '/patient/profile/:id',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'A patient profile: the patient themself, or a doctor they have an appointment with',
        auth: 'any',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
        data: { 200: patientProfileResponseSchema },
      }),
    },
    async (request, reply) => sendEnvelope(reply, toPatientProfile(await patients.visibleTo(request.params.id, caller(request).user.id))),
  );

  app.patch(
    '/patient/update',
    {
      config: { auth: 'patient' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Update your patient profile',
        auth: 'patient',
        body: profileBody,
        data: { 200: patientProfileResponseSchema },
      }),
    },
    async (request, reply) => {
      const input = (await validate(patientProfileSchema, request.body)) as PatientProfileInput;
      const raw = (request.body as Record<string, unknown>).date_of_birth;
      return sendEnvelope(reply, toPatientProfile(await patients.update(caller(request).user.id, input, raw)), 'Patient profile updated');
    },
  );

  app.delete(
    '/patient/delete-profile',
    {
      config: { auth: 'patient' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Delete your patient profile (refused while appointments refer to it)',
        auth: 'patient',
        data: { 200: { type: 'null' } },
      }),
    },
    async (request, reply) => {
      await patients.remove(caller(request).user.id);
      return sendEnvelope(reply, null, PATIENT_MESSAGES.deleted);
    },
  );

  await app.register(async (uploads) => {
    await acceptMultipart(uploads);

    uploads.post(
      '/patient/create-profile',
      {
        config: { auth: 'patient' },
        schema: routeSchema({
          tags: TAGS,
          summary: 'Create your patient profile (one per patient), with an optional picture',
          auth: 'patient',
          body: {
            content: {
              'multipart/form-data': {
                schema: { type: 'object', properties: { ...profileFields, profileImage: { type: 'string', format: 'binary' } } },
              },
              'application/json': { schema: profileBody },
            },
          },
          data: { 201: patientProfileResponseSchema },
        }),
      },
      async (request, reply) => {
        const form = await readProfileForm(request);
        const input = (await validate(patientProfileSchema, form.fields)) as PatientProfileInput;
        const record = await patients.create(caller(request).user.id, input, form.fields.date_of_birth, form.image);
        return sendEnvelope(reply, toPatientProfile(record), 'Patient profile created', 201);
      },
    );

    uploads.patch(
      '/patient/update-image',
      {
        config: { auth: 'patient' },
        schema: routeSchema({
          tags: TAGS,
          summary: 'Replace your profile picture',
          auth: 'patient',
          body: {
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['profileImage'],
                  properties: {
                    profileImage: { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP, GIF or AVIF, at most 5 MB' },
                  },
                },
              },
            },
          },
          data: { 200: patientProfileResponseSchema },
        }),
      },
      async (request, reply) => {
        const image = await readImageUpload(request);
        return sendEnvelope(
          reply,
          toPatientProfile(await patients.replaceImage(caller(request).user.id, image)),
          'Profile picture updated',
        );
      },
    );
  });
}

export const patientsPlugin = definePlugin({ name: 'patients', routes: patientRoutes });
