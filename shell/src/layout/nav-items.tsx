import type { ReactElement } from 'react';
import { paths, remoteModules } from '@telehealth/federation';
import type { RemoteModuleContract } from '@telehealth/federation';
import { AssistantIcon, DashboardIcon, EventNoteIcon, FindDoctorIcon, MedicationIcon } from '../components/icons';

export interface NavItem {
  label: string;
  to: string;
  icon: ReactElement;
  /** The remote behind the route, preloaded when the link is hovered or focused. */
  remote?: RemoteModuleContract;
  /** Shown in the mobile menu (spec §2: the first four). */
  mobile: boolean;
}

/** Sidebar entries of spec §2, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard(), icon: <DashboardIcon />, mobile: true },
  { label: 'Find Doctors', to: paths.doctors(), icon: <FindDoctorIcon />, remote: remoteModules.doctorSearch, mobile: true },
  { label: 'Prescriptions', to: paths.prescriptions(), icon: <MedicationIcon />, remote: remoteModules.prescriptions, mobile: true },
  { label: 'Appointments', to: paths.appointments(), icon: <EventNoteIcon />, remote: remoteModules.appointments, mobile: true },
  { label: 'AI Assistant', to: paths.assistant(), icon: <AssistantIcon />, remote: remoteModules.assistant, mobile: false },
];
