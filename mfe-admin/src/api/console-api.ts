import { apiBlob, apiRequest } from '@telehealth/shared-api';
import type {
  AccessRecordKind,
  AccessRecordPage,
  ApiEnvelope,
  ConsoleCheckout,
  ConsoleMailMessage,
  SystemHealth,
} from '@telehealth/shared-api';

/** The access record page's filters, as typed (blank ones are left out of the query). */
export interface AccessRecordFilterValues {
  patient: string;
  actor: string;
  kind: AccessRecordKind | '';
  /** yyyy-mm-dd */
  from: string;
  to: string;
}

export const NO_FILTERS: AccessRecordFilterValues = { patient: '', actor: '', kind: '', from: '', to: '' };

export interface Paged {
  total: number;
  page: number;
  pageSize: number;
}

const id = (value: string) => encodeURIComponent(value);

/** The console pages' calls (admin role only; the server refuses everyone else). Only mfe-admin uses them. */
export const consoleApi = {
  accessRecord: async (filters: AccessRecordFilterValues, page: number, signal?: AbortSignal): Promise<AccessRecordPage> =>
    (await apiRequest<ApiEnvelope<AccessRecordPage>>('/admin/access-record', { query: { ...filters, page }, signal })).data,
  accessRecordCsv: (filters: AccessRecordFilterValues): Promise<Blob> =>
    apiBlob('/admin/access-record/export', { query: { ...filters }, accept: 'text/csv' }),
  checkouts: async (refunds: 'owed' | 'all', page: number, signal?: AbortSignal) =>
    (await apiRequest<ApiEnvelope<Paged & { checkouts: ConsoleCheckout[] }>>('/admin/checkouts', { query: { refunds, page }, signal }))
      .data,
  retryRefund: (checkoutId: string) =>
    apiRequest<ApiEnvelope<{ outcome: 'made' }>>(`/admin/checkouts/${id(checkoutId)}/retry-refund`, { method: 'POST' }),
  mailMessages: async (state: 'queued' | 'sent' | 'failed' | '', page: number, signal?: AbortSignal) =>
    (await apiRequest<ApiEnvelope<Paged & { messages: ConsoleMailMessage[] }>>('/admin/mail-messages', { query: { state, page }, signal }))
      .data,
  retryMail: (messageId: string) => apiRequest<ApiEnvelope<null>>(`/admin/mail-messages/${id(messageId)}/retry`, { method: 'POST' }),
  systemHealth: async (signal?: AbortSignal): Promise<SystemHealth> =>
    (await apiRequest<ApiEnvelope<SystemHealth>>('/admin/system-health', { signal })).data,
};
