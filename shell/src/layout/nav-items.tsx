import type { ReactElement } from 'react';
import { remoteModules } from '../../../federation/remotes';
import type { RemoteModuleContract } from '../../../federation/remotes';
import { AssistantIcon, DashboardIcon, EventNoteOutlinedIcon, FindDoctorIcon, PrescriptionIcon } from '@telehealth/shared-ui/icons';

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
  { label: 'Dashboard', to: '/dashboard', icon: <DashboardIcon />, mobile: true },
  { label: 'Find Doctors', to: '/doctors', icon: <FindDoctorIcon />, remote: remoteModules.doctorSearch, mobile: true },
  { label: 'Prescriptions', to: '/prescriptions', icon: <PrescriptionIcon />, remote: remoteModules.prescriptions, mobile: true },
  { label: 'Appointments', to: '/appointments', icon: <EventNoteOutlinedIcon />, remote: remoteModules.appointments, mobile: true },
  { label: 'AI Assistant', to: '/aiassistance', icon: <AssistantIcon />, remote: remoteModules.assistant, mobile: false },
];
