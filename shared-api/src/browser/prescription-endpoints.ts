import type { DoctorPatient } from '../core/care-types';
import type {
  CreatePrescriptionRequest,
  CreateRenewalRequest,
  Prescription,
  PrescriptionAccess,
  PrescriptionDetail,
  PrescriptionPrint,
  RenewalApproval,
  RenewalRequest,
  RenewalRequestStatus,
  RevokePrescriptionRequest,
  UpdatePrescriptionRequest,
} from '../core/prescription-types';
import type { ApiEnvelope } from '../core/types';
import { apiBlob, apiRequest } from './api-client';

const id = (value: string) => encodeURIComponent(value);

/**
 * Calls of spec §7 "Prescriptions", plus the PDF, the print view, renewal requests and the
 * access record. Each answers the envelope's `data`. Every read is recorded in the access record.
 */
export const prescriptionsApi = {
  /** A patient's prescriptions, newest first (the patient themself, or a doctor who treats them). */
  forPatient: async (patientId: string, signal?: AbortSignal): Promise<Prescription[]> =>
    (await apiRequest<ApiEnvelope<Prescription[]>>('/prescription/get-prescriptions-for-patient', { query: { patientId }, signal })).data,
  /** One prescription with every version, oldest first. */
  byId: async (prescriptionId: string, signal?: AbortSignal): Promise<PrescriptionDetail> =>
    (await apiRequest<ApiEnvelope<PrescriptionDetail>>(`/prescription/get-prescription/${id(prescriptionId)}`, { signal })).data,
  /**
   * The same as byId plus the verification QR code (an SVG data URL), recorded as a print of the
   * prescription (call it when opening the print view).
   */
  forPrint: async (prescriptionId: string, signal?: AbortSignal): Promise<PrescriptionPrint> =>
    (await apiRequest<ApiEnvelope<PrescriptionPrint>>(`/prescription/${id(prescriptionId)}/print`, { signal })).data,
  /** The signed-in doctor writes a prescription ('Doctor not found' without a doctor profile). */
  create: async (input: CreatePrescriptionRequest): Promise<Prescription> =>
    (await apiRequest<ApiEnvelope<Prescription>>('/prescription/create-prescription', { method: 'POST', body: input })).data,
  /** The author changes it: a new version; earlier versions stay readable. */
  update: async (prescriptionId: string, input: UpdatePrescriptionRequest): Promise<PrescriptionDetail> =>
    (
      await apiRequest<ApiEnvelope<PrescriptionDetail>>(`/prescription/update-prescription/${id(prescriptionId)}`, {
        method: 'PATCH',
        body: input,
      })
    ).data,
  /**
   * The author revokes it with a reason (`DELETE` with a JSON body: a reason in the address would
   * end up in proxies' and servers' request logs). Nothing is erased.
   */
  revoke: async (prescriptionId: string, reason: string): Promise<PrescriptionDetail> =>
    (
      await apiRequest<ApiEnvelope<PrescriptionDetail>>(`/prescription/delete-prescription/${id(prescriptionId)}`, {
        method: 'DELETE',
        body: { reason } satisfies RevokePrescriptionRequest,
      })
    ).data,
  /** The PDF (application/pdf), for the patient and the treating doctors. */
  pdf: (prescriptionId: string, signal?: AbortSignal): Promise<Blob> =>
    apiBlob(`/prescription/${id(prescriptionId)}/pdf`, { signal, accept: 'application/pdf' }),
  /** The signed-in doctor's patients (avatar, name, email, date of birth): `GET /doctor/{id}/patients`. */
  doctorPatients: async (doctorId: string, signal?: AbortSignal): Promise<DoctorPatient[]> =>
    (await apiRequest<ApiEnvelope<DoctorPatient[]>>(`/doctor/${id(doctorId)}/patients`, { signal })).data,
  /** Access history of the signed-in patient's prescriptions, newest first (optionally one prescription's). */
  accessHistory: async (options: { prescriptionId?: string; signal?: AbortSignal } = {}): Promise<PrescriptionAccess[]> =>
    (
      await apiRequest<ApiEnvelope<PrescriptionAccess[]>>('/prescription/access-history', {
        query: { prescriptionId: options.prescriptionId },
        signal: options.signal,
      })
    ).data,
};

/** Renewal requests ("Request New"): the patient asks, the prescribing doctor approves or declines. */
export const renewalsApi = {
  /** The patient asks the prescribing doctor to renew one of their prescriptions. */
  request: async (prescriptionId: string, input: CreateRenewalRequest = {}): Promise<RenewalRequest> =>
    (
      await apiRequest<ApiEnvelope<RenewalRequest>>(`/prescription/${id(prescriptionId)}/renewal-requests`, {
        method: 'POST',
        body: input,
      })
    ).data,
  /** The caller's requests, newest first: a patient's own, or those addressed to the doctor. */
  list: async (options: { status?: RenewalRequestStatus; signal?: AbortSignal } = {}): Promise<RenewalRequest[]> =>
    (
      await apiRequest<ApiEnvelope<RenewalRequest[]>>('/prescription/renewal-requests', {
        query: { status: options.status },
        signal: options.signal,
      })
    ).data,
  /** The doctor approves: a new prescription linked to the earlier one. */
  approve: async (requestId: string): Promise<RenewalApproval> =>
    (
      await apiRequest<ApiEnvelope<RenewalApproval>>(`/prescription/renewal-requests/${id(requestId)}/approve`, {
        method: 'POST',
        body: {},
      })
    ).data,
  /** The doctor declines with a reason. */
  decline: async (requestId: string, reason: string): Promise<RenewalRequest> =>
    (
      await apiRequest<ApiEnvelope<RenewalRequest>>(`/prescription/renewal-requests/${id(requestId)}/decline`, {
        method: 'POST',
        body: { reason },
      })
    ).data,
};
