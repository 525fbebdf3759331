/**
 * Whether a toast raised on the way to the sign-in page (session expired, logged out) waits for
 * it. That page mounts its toasts only once the design system has loaded through its own forms,
 * which a tab opened signed in has not done, so such a toast went unseen; the page checks this
 * on mount and loads its toasts at once. Plain module: the auth pages import it early.
 */
let waiting = false;

/** Marks that the next sign-in page must show the toasts raised on the way there. */
export function keepToastsForSignIn(): void {
  waiting = true;
}

/** Whether toasts wait for the sign-in page, once: asking clears it. */
export function takeToastsForSignIn(): boolean {
  const was = waiting;
  waiting = false;
  return was;
}
