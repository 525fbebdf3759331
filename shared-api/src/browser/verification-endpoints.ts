import type { DoctorVerification, VerificationQueueEntry, DoctorVerificationState } from '../core/verification';
import { LICENCE_DOCUMENT_FIELD } from '../core/verification';
import type { ApiEnvelope } from '../core/types';
import { apiBlob, apiRequest } from './api-client';
import { uploadForm } from './upload';
import type { UploadOptions } from './upload';

/** The licence form's fields (the file goes beside them). */
export interface LicenceDetailsInput {
  licenceNumber: string;
  issuingAuthority: string;
  /** yyyy-mm-dd */
  expiresOn: string;
}

const id = (value: string) => encodeURIComponent(value);

/** The doctor's side of verification. Each answers the envelope's `data`. */
export const verificationApi = {
  mine: async (signal?: AbortSignal): Promise<DoctorVerification> =>
    (await apiRequest<ApiEnvelope<DoctorVerification>>('/doctor/verification', { signal })).data,
  submit: async (input: LicenceDetailsInput, document: File | Blob, options?: UploadOptions): Promise<DoctorVerification> => {
    const form = new FormData();
    form.append('licenceNumber', input.licenceNumber);
    form.append('issuingAuthority', input.issuingAuthority);
    form.append('expiresOn', input.expiresOn);
    form.append(LICENCE_DOCUMENT_FIELD, document);
    return (await uploadForm<ApiEnvelope<DoctorVerification>>('/doctor/verification', form, { ...options, method: 'POST' })).data;
  },
};

/** The operations console's calls (admin role only). */
export const adminApi = {
  verificationQueue: async (
    states: readonly DoctorVerificationState[] = ['submitted'],
    signal?: AbortSignal,
  ): Promise<VerificationQueueEntry[]> =>
    (await apiRequest<ApiEnvelope<VerificationQueueEntry[]>>('/admin/verifications', { query: { state: states.join(',') }, signal })).data,
  /** The licence scan or photo (`documentPath` of a queue entry) as a Blob, to show in the page. */
  licenceDocument: (doctorId: string, signal?: AbortSignal): Promise<Blob> =>
    apiBlob(`/admin/doctors/${id(doctorId)}/licence-document`, { signal }),
  approve: async (doctorId: string): Promise<VerificationQueueEntry> =>
    (await apiRequest<ApiEnvelope<VerificationQueueEntry>>(`/admin/doctors/${id(doctorId)}/approve`, { method: 'POST' })).data,
  reject: async (doctorId: string, reason: string): Promise<VerificationQueueEntry> =>
    (await apiRequest<ApiEnvelope<VerificationQueueEntry>>(`/admin/doctors/${id(doctorId)}/reject`, { method: 'POST', body: { reason } }))
      .data,
  suspend: async (doctorId: string, reason: string): Promise<VerificationQueueEntry> =>
    (await apiRequest<ApiEnvelope<VerificationQueueEntry>>(`/admin/doctors/${id(doctorId)}/suspend`, { method: 'POST', body: { reason } }))
      .data,
  restore: async (doctorId: string): Promise<VerificationQueueEntry> =>
    (await apiRequest<ApiEnvelope<VerificationQueueEntry>>(`/admin/doctors/${id(doctorId)}/restore`, { method: 'POST' })).data,
};
