// Exposed as `mfe_booking/PaymentSuccessPage` (federation/remotes.ts): /success.
// The payment confirmation ships with online booking, in the next part of the booking remote.
import { ComingSoonPage } from '../pages/coming-soon-page';

export default function PaymentSuccessPage() {
  return (
    <ComingSoonPage
      title="Payment confirmation"
      heading="Online payments are coming soon"
      description="Online payments are not open yet, so there is no payment to confirm."
      action={{ label: 'Go to Dashboard', to: '/dashboard' }}
    />
  );
}
