import type { ReactElement } from 'react';
import {
  AssignmentIndOutlinedIcon,
  AssistantIcon,
  DashboardIcon,
  EventNoteOutlinedIcon,
  FeeIcon,
  FindDoctorIcon,
  NotificationsIcon,
  PrescriptionIcon,
  TrendingUpIcon,
  VisibilityIcon,
} from '@telehealth/shared-ui/icons';
import type { Role } from '@telehealth/shared-api';
import { paths, remoteModules } from '@telehealth/federation';
import type { RemoteModuleContract } from '@telehealth/federation';

export interface NavItem {
  label: string;
  to: string;
  icon: ReactElement;
  /** The remote behind the route, preloaded when the link is hovered or focused. */
  remote?: RemoteModuleContract;
}

/** Sidebar entries of spec §2, in order; the phone menu offers every one of them too (issue 24). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard(), icon: <DashboardIcon /> },
  { label: 'Find Doctors', to: paths.doctors(), icon: <FindDoctorIcon />, remote: remoteModules.doctorSearch },
  { label: 'Prescriptions', to: paths.prescriptions(), icon: <PrescriptionIcon />, remote: remoteModules.prescriptions },
  { label: 'Appointments', to: paths.appointments(), icon: <EventNoteOutlinedIcon />, remote: remoteModules.appointments },
  { label: 'AI Assistant', to: paths.assistant(), icon: <AssistantIcon />, remote: remoteModules.assistant },
];

/** The operations console's entries: an operator has no patient or doctor pages of their own. */
export const ADMIN_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard(), icon: <DashboardIcon /> },
  {
    label: 'Doctor verification',
    to: paths.verificationQueue(),
    icon: <AssignmentIndOutlinedIcon />,
    remote: remoteModules.verificationQueue,
  },
  { label: 'Access record', to: paths.accessRecord(), icon: <VisibilityIcon />, remote: remoteModules.accessRecord },
  { label: 'Payments', to: paths.payments(), icon: <FeeIcon />, remote: remoteModules.payments },
  { label: 'Email delivery', to: paths.delivery(), icon: <NotificationsIcon />, remote: remoteModules.delivery },
  { label: 'System health', to: paths.systemHealth(), icon: <TrendingUpIcon />, remote: remoteModules.systemHealth },
];

/** The sidebar entries for the signed-in user's role. */
export function navItemsFor(role: Role | undefined): readonly NavItem[] {
  return role === 'admin' ? ADMIN_NAV_ITEMS : NAV_ITEMS;
}
