// Browser entry: the isomorphic core plus the API client, auth store and socket client.
export * from './core/common';
export {
  ApiError,
  UNKNOWN_ERROR_MESSAGE,
  SECOND_FACTOR_SETUP_EVENT,
  apiRequest,
  apiBlob,
  apiEventStream,
  configureApiBaseUrl,
  getApiBaseUrl,
  errorMessage,
} from './browser/api-client';
export type { HttpMethod, RequestOptions, ServerSentEvent } from './browser/api-client';
export { getStoredToken, setStoredToken, SESSION_SCOPED_KEY_PREFIX, clearSessionScopedStorage } from './browser/token-storage';
export { authApi, notificationsApi } from './browser/endpoints';
export { useAuthStore, AUTH_MESSAGES, AuthResponseError, SecondFactorRequired } from './browser/auth-store';
export type { AuthState, AuthStatus } from './browser/auth-store';
export {
  getSocket,
  connectSocket,
  disconnectSocket,
  bindSocketToAuth,
  onSocketChange,
  configureSocketUrl,
  getSocketStatus,
  onSocketStatus,
  onSocketReconnect,
  sharedSocketListeners,
  SOCKET_SLOW_RETRY,
} from './browser/socket-client';
export type { Socket as TelehealthSocket, SocketStatus, SocketListeners } from './browser/socket-client';
export { uploadForm } from './browser/upload';
export type { UploadOptions } from './browser/upload';
export { doctorsApi, patientsApi } from './browser/care-endpoints';
export type { PatientProfileInput } from './browser/care-endpoints';
export { appointmentsApi, paymentApi } from './browser/appointment-endpoints';
export { waitlistApi } from './browser/waitlist-endpoints';
export { followUpsApi } from './browser/follow-up-endpoints';
export { seeNowApi } from './browser/see-now-endpoints';
export { prescriptionsApi, renewalsApi } from './browser/prescription-endpoints';
export { assistantApi } from './browser/assistant-endpoints';
export { consultationApi } from './browser/consultation-endpoints';
export { verificationApi, adminApi } from './browser/verification-endpoints';
export type { LicenceDetailsInput } from './browser/verification-endpoints';
