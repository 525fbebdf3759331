/**
 * The consultation's REST calls. Local until the shared-api contract of the consultation
 * feature lands; then these delegate to it.
 */
import { apiRequest } from '@telehealth/shared-api';
import type { ApiEnvelope } from '@telehealth/shared-api';

export interface SessionNotes {
  text: string;
  updatedAt: string | null;
}

const path = (appointmentId: string, rest = '') => `/consultation/${encodeURIComponent(appointmentId)}${rest}`;

export const consultationCalls = {
  iceServers: async (appointmentId: string): Promise<RTCIceServer[]> =>
    (await apiRequest<ApiEnvelope<{ iceServers: RTCIceServer[] }>>(path(appointmentId, '/ice-servers'))).data.iceServers,
  notes: async (appointmentId: string, signal?: AbortSignal): Promise<SessionNotes> =>
    (await apiRequest<ApiEnvelope<SessionNotes>>(path(appointmentId, '/notes'), { signal })).data,
  saveNotes: async (appointmentId: string, text: string): Promise<SessionNotes> =>
    (await apiRequest<ApiEnvelope<SessionNotes>>(path(appointmentId, '/notes'), { method: 'PUT', body: { text } })).data,
};
