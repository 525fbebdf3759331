import type { User } from '@telehealth/shared-api';
import { DoctorProfileTab } from '../doctor-profile/doctor-profile-tab';
import { PatientProfileTab } from '../patient-profile/patient-profile-tab';

/** The role's own profile tab: Doctor Profile for doctors, Patient Profile for everyone else. */
export function CareProfileTab({ user }: { user: User }) {
  return user.role === 'doctor' ? <DoctorProfileTab user={user} /> : <PatientProfileTab user={user} />;
}
