// Exposed as `mfe_booking/PaymentSuccessPage` (federation/remotes.ts): /success?session_id=.
// No props: the checkout session comes from the shared router's query.
import { PaymentSuccessPage } from '../booking/payment-success-page';

export default PaymentSuccessPage;
