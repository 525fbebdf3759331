// The dashboard widgets of this remote as the shell places them, for running it alone.
import { Box } from '@mui/material';
import { useAuthStore } from '@telehealth/shared-api';
import ActivePrescriptionsWidget from './exposes/active-prescriptions-widget';
import RenewalRequestsWidget from './exposes/renewal-requests-widget';

/** `/dashboard` shows the signed-in role's prescription widget. */
export function WidgetPreview() {
  const isDoctor = useAuthStore((state) => state.user?.role === 'doctor');
  return <Box sx={{ maxWidth: 1200, mx: 'auto' }}>{isDoctor ? <RenewalRequestsWidget /> : <ActivePrescriptionsWidget />}</Box>;
}
