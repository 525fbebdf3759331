import type { CheckoutSession } from '../core/appointment-types';
import type { AvailableNowState, ImmediateCheckoutRequest } from '../core/see-now';
import type { ApiEnvelope } from '../core/types';
import { apiRequest } from './api-client';

/** "See a doctor now" (issue 23 point 1): the doctor's switch and the patient's immediate checkout. */
export const seeNowApi = {
  /** The signed-in doctor's "Available now" switch. */
  state: async (signal?: AbortSignal): Promise<AvailableNowState> =>
    (await apiRequest<ApiEnvelope<AvailableNowState>>('/doctor/available-now', { signal })).data,
  /** Switches it on (it turns itself off after AVAILABLE_NOW_MINUTES, or when a visit starts) or off. */
  switchTo: async (availableNow: boolean): Promise<AvailableNowState> =>
    (await apiRequest<ApiEnvelope<AvailableNowState>>('/doctor/available-now', { method: 'PUT', body: { availableNow } })).data,
  /** Opens the checkout of a video visit starting now; send the browser to `url` to pay. */
  startImmediateVisit: async (input: ImmediateCheckoutRequest): Promise<CheckoutSession> =>
    (await apiRequest<ApiEnvelope<CheckoutSession>>('/payment/create-immediate-checkout-session', { method: 'POST', body: input })).data,
};
