// Test helper: the booking and payment pages inside the shell's providers.
import { renderInShell } from '@telehealth/shared-ui/testing';
import BookAppointmentPage from '../../exposes/book-appointment-page';
import PaymentSuccessPage from '../../exposes/payment-success-page';

export { currentLocation } from '@telehealth/shared-ui/testing';

export interface RenderBookingOptions {
  /** Render inside React StrictMode (effects run twice on mount), as the standalone app does. */
  strict?: boolean;
}

export function renderBookingAt(url: string, { strict = false }: RenderBookingOptions = {}) {
  return renderInShell(
    [
      { path: '/book-appointment/:doctorId?', element: <BookAppointmentPage /> },
      { path: '/success', element: <PaymentSuccessPage /> },
      { path: '*', element: <p>Another page</p> },
    ],
    { route: url, retry: 'instant', strict },
  );
}
