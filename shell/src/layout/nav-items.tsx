import type { ReactElement } from 'react';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import MedicationOutlined from '@mui/icons-material/MedicationOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import { remoteModules } from '../../../federation/remotes';
import type { RemoteModuleContract } from '../../../federation/remotes';

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
  { label: 'Dashboard', to: '/dashboard', icon: <DashboardOutlined />, mobile: true },
  { label: 'Find Doctors', to: '/doctors', icon: <PersonSearchOutlined />, remote: remoteModules.doctorSearch, mobile: true },
  { label: 'Prescriptions', to: '/prescriptions', icon: <MedicationOutlined />, remote: remoteModules.prescriptions, mobile: true },
  { label: 'Appointments', to: '/appointments', icon: <EventNoteOutlined />, remote: remoteModules.appointments, mobile: true },
  { label: 'AI Assistant', to: '/aiassistance', icon: <SmartToyOutlined />, remote: remoteModules.assistant, mobile: false },
];
