import type { FollowUpProposal, FollowUpProposalRequest } from '../core/follow-up';
import type { ApiEnvelope } from '../core/types';
import { apiRequest } from './api-client';

/** Follow-ups: a doctor proposes one from a finished visit; its patient confirms or declines. Each answers `data`. */
export const followUpsApi = {
  /** The caller's proposals (a patient's to them, a doctor's of their visits), newest first. */
  mine: async (signal?: AbortSignal): Promise<FollowUpProposal[]> =>
    (await apiRequest<ApiEnvelope<FollowUpProposal[]>>('/follow-ups', { signal })).data,
  propose: async (input: FollowUpProposalRequest): Promise<FollowUpProposal> =>
    (await apiRequest<ApiEnvelope<FollowUpProposal>>('/follow-ups', { method: 'POST', body: input })).data,
  /** Books a free follow-up at once (a paid one is confirmed by its checkout). */
  confirm: async (id: string): Promise<FollowUpProposal> =>
    (await apiRequest<ApiEnvelope<FollowUpProposal>>(`/follow-ups/${encodeURIComponent(id)}/confirm`, { method: 'POST' })).data,
  decline: async (id: string): Promise<FollowUpProposal> =>
    (await apiRequest<ApiEnvelope<FollowUpProposal>>(`/follow-ups/${encodeURIComponent(id)}/decline`, { method: 'POST' })).data,
};
