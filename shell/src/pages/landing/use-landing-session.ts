import { useEffect, useState } from 'react';
import { hasStoredToken, whenSessionLoaded } from '../../app/session-loader';

/**
 * Whether to offer "Go to Dashboard" instead of Sign In / Sign Up. Answers from the stored
 * token at once (no network, no heavy code), then follows the auth store once the session has
 * loaded after the first paint (a rejected token flips it back to signed out).
 */
export function useLandingSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(hasStoredToken);
  useEffect(() => {
    let unsubscribe = () => {};
    const cancel = whenSessionLoaded(({ useAuthStore }) => {
      const read = () => setSignedIn(useAuthStore.getState().status !== 'anonymous');
      read();
      unsubscribe = useAuthStore.subscribe(read);
    });
    return () => {
      cancel();
      unsubscribe();
    };
  }, []);
  return signedIn;
}
