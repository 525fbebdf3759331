// Public API of @telehealth/shared-ui/testing: the one test kit of every app (jest only, never
// bundled). The fake socket has its own entry, `@telehealth/shared-ui/testing/fake-socket-io`,
// for `jest.mock` factories.
export { installFakeApi, ok, fail, heldAnswer, formFields, UPLOAD_PROGRESS_BEFORE_ANSWER } from './fake-api';
export type { FakeApi, FakeAnswer, FakeHandler, FakeReply, FakeRequest, FakeRoutes } from './fake-api';
export { fakeSocketIoModule, lastFakeSocket } from './fake-socket-io';
export type { FakeSocket } from './fake-socket-io';
export {
  SIGNED_IN_TOKEN,
  makeApiUser,
  signInAs,
  signOut,
  toastMessages,
  makeNotification,
  makeDoctorSummary,
  makeDoctor,
  allAvailableWeek,
  makeSearchResult,
  makeReview,
  makeReviews,
  NO_DOCTOR_PROFILE,
  NO_PATIENT_PROFILE,
  PATIENT_PROFILE_ID,
  DOCTOR_PROFILE_ID,
  makePatientProfile,
  makeDoctorPatient,
  LOCAL_ZONE,
  at,
  minutesFrom,
  makeAppointment,
  doctorStatsMix,
  fixNow,
} from './factories';
export type { AppointmentOptions } from './factories';
export { renderInShell, currentLocation, clearToasts, LocationProbe } from './render-in-shell';
export type { RenderInShellOptions, RenderInShellResult } from './render-in-shell';
