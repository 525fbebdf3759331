import type { ConsultationNotes, ConsultationState, IceServersResult } from '../core/consultation-types';
import type { ConsultationChatMessage } from '../core/socket-events';
import type { ApiEnvelope } from '../core/types';
import { apiRequest } from './api-client';

const id = (value: string) => encodeURIComponent(value);

/** REST calls of the video consultation of an appointment (issue 11). Each answers `data`. */
export const consultationApi = {
  /** The session's state and whether the caller may join now. */
  state: async (appointmentId: string, signal?: AbortSignal): Promise<ConsultationState> =>
    (await apiRequest<ApiEnvelope<ConsultationState>>(`/consultation/${id(appointmentId)}`, { signal })).data,
  /** STUN/TURN servers for this appointment's call (TURN credentials are time-limited). */
  iceServers: async (appointmentId: string, signal?: AbortSignal): Promise<IceServersResult> =>
    (await apiRequest<ApiEnvelope<IceServersResult>>(`/consultation/${id(appointmentId)}/ice-servers`, { signal })).data,
  /** The chat so far (also sent on every join as `chat-history`). */
  messages: async (appointmentId: string, signal?: AbortSignal): Promise<ConsultationChatMessage[]> =>
    (await apiRequest<ApiEnvelope<ConsultationChatMessage[]>>(`/consultation/${id(appointmentId)}/messages`, { signal })).data,
  /** The caller's notes (and the visit summary: the doctor's draft, or what the patient was shown). */
  notes: async (appointmentId: string, signal?: AbortSignal): Promise<ConsultationNotes> =>
    (await apiRequest<ApiEnvelope<ConsultationNotes>>(`/consultation/${id(appointmentId)}/notes`, { signal })).data,
  /** Saves the caller's own notes: Medical Notes for the doctor, Personal Notes for the patient. */
  saveNotes: async (appointmentId: string, text: string): Promise<ConsultationNotes> =>
    (await apiRequest<ApiEnvelope<ConsultationNotes>>(`/consultation/${id(appointmentId)}/notes`, { method: 'PUT', body: { text } })).data,
  /** The doctor saves the draft of the visit summary written for the patient (not shown to them yet). */
  saveVisitSummary: async (appointmentId: string, text: string): Promise<ConsultationNotes> =>
    (
      await apiRequest<ApiEnvelope<ConsultationNotes>>(`/consultation/${id(appointmentId)}/visit-summary`, {
        method: 'PUT',
        body: { text },
      })
    ).data,
  /** The doctor publishes the saved draft: the patient reads it from now on and is notified. */
  publishVisitSummary: async (appointmentId: string): Promise<ConsultationNotes> =>
    (await apiRequest<ApiEnvelope<ConsultationNotes>>(`/consultation/${id(appointmentId)}/visit-summary/publish`, { method: 'POST' })).data,
  /** The doctor reopens a consultation ended by mistake (until the rejoin window closes). */
  reopen: async (appointmentId: string): Promise<ConsultationState> =>
    (await apiRequest<ApiEnvelope<ConsultationState>>(`/consultation/${id(appointmentId)}/reopen`, { method: 'POST' })).data,
};
