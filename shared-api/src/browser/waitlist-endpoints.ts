import type { ApiEnvelope } from '../core/types';
import type { WaitlistEntry, WaitlistJoinRequest } from '../core/waitlist';
import { apiRequest } from './api-client';

/** The patient's waitlists: join a full day of a doctor, list their entries, leave one. Each answers `data`. */
export const waitlistApi = {
  mine: async (signal?: AbortSignal): Promise<WaitlistEntry[]> =>
    (await apiRequest<ApiEnvelope<WaitlistEntry[]>>('/waitlist', { signal })).data,
  join: async (input: WaitlistJoinRequest): Promise<WaitlistEntry> =>
    (await apiRequest<ApiEnvelope<WaitlistEntry>>('/waitlist', { method: 'POST', body: input })).data,
  leave: async (entryId: string): Promise<WaitlistEntry> =>
    (await apiRequest<ApiEnvelope<WaitlistEntry>>(`/waitlist/${encodeURIComponent(entryId)}`, { method: 'DELETE' })).data,
};
