import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { verificationApi } from '@telehealth/shared-api';
import type { DoctorVerification } from '@telehealth/shared-api';
import { paths } from '@telehealth/federation';

function noticeText(verification: DoctorVerification): string {
  const reason = verification.licence?.reason;
  switch (verification.state) {
    case 'submitted':
      return 'We are checking your licence. Patients can find and book you, and you can write prescriptions, once it is approved.';
    case 'suspended':
      return `Your account is suspended${reason ? `: ${reason}` : ''}. Patients cannot book you and you cannot write prescriptions.`;
    case 'rejected':
      return `We could not approve your licence${reason ? `: ${reason}` : ''}. Patients cannot book you until you send corrected details.`;
    default:
      return `Patients cannot find or book you, and you cannot write prescriptions, until we have checked your licence. Still to do: ${verification.missing.join('; ')}.`;
  }
}

/**
 * The doctor's dashboard says when they cannot practise yet and what is missing. Nothing is
 * shown once verified, nor when the check cannot be read (the profile page shows that error).
 */
export function VerificationNotice({ userId }: { userId: string }) {
  const query = useQuery({ queryKey: ['verification', 'mine', userId], queryFn: ({ signal }) => verificationApi.mine(signal) });
  if (!query.data || query.data.state === 'verified') return null;
  const canAct = query.data.state === 'pending' || query.data.state === 'rejected';
  return (
    <Alert
      severity={query.data.state === 'submitted' ? 'info' : 'warning'}
      action={
        canAct ? (
          <Button component={RouterLink} to={paths.profile({ tab: 'profile' })} color="inherit" size="small">
            Send licence
          </Button>
        ) : undefined
      }
    >
      {noticeText(query.data)}
    </Alert>
  );
}
