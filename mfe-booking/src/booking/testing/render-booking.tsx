// Test helper: the booking and payment pages inside the shell's providers.
import BookAppointmentPage from '../../exposes/book-appointment-page';
import PaymentSuccessPage from '../../exposes/payment-success-page';
import { renderInShell } from '../../testing/render-in-shell';

export { currentLocation } from '../../testing/render-in-shell';

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
    url,
    { instantRetry: true, strict },
  );
}
