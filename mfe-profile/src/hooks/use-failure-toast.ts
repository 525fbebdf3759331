import { toast } from '@telehealth/shared-ui';
import { useMemo, useRef } from 'react';

/**
 * A form's failure toast that is taken back when the form is submitted again, so an old
 * failure never sits next to the success that follows it.
 */
export function useFailureToast() {
  const shownId = useRef<number | null>(null);
  return useMemo(
    () => ({
      show(message: string) {
        shownId.current = toast.error(message);
      },
      dismiss() {
        if (shownId.current === null) return;
        toast.dismiss(shownId.current);
        shownId.current = null;
      },
    }),
    [],
  );
}
