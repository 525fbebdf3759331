import type { ReactElement } from 'react';
import { AssistantIcon, DashboardIcon, EventNoteOutlinedIcon, FindDoctorIcon, PrescriptionIcon } from '@telehealth/shared-ui/icons';
import { paths, remoteModules } from '@telehealth/federation';
import type { RemoteModuleContract } from '@telehealth/federation';

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
  { label: 'Prescriptions', to: paths.prescriptions(), icon: <PrescriptionIcon />, remote: remoteModules.prescriptions, mobile: true },
  { label: 'Appointments', to: paths.appointments(), icon: <EventNoteOutlinedIcon />, remote: remoteModules.appointments, mobile: true },
  { label: 'AI Assistant', to: paths.assistant(), icon: <AssistantIcon />, remote: remoteModules.assistant, mobile: false },
];
