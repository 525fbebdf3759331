import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@telehealth/shared-api';
import type { Prescription } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';
import { downloadPrescriptionPdf } from './pdf-download';

/** Query parameter that opens the print view of one prescription (`?print={id}`). */
export const PRINT_PARAM = 'print';

/** Download PDF and Print, the two actions of the table's menu and the detail panel. */
export function usePrescriptionActions() {
  const [, setSearchParams] = useSearchParams();
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = useCallback(async (prescription: Prescription) => {
    setDownloading(prescription._id);
    try {
      await downloadPrescriptionPdf(prescription);
    } catch (error) {
      toast.error(`Failed to download the prescription: ${errorMessage(error)}`);
    } finally {
      setDownloading(null);
    }
  }, []);

  const print = useCallback(
    (prescription: Prescription) =>
      setSearchParams((params) => {
        const next = new URLSearchParams(params);
        next.set(PRINT_PARAM, prescription._id);
        return next;
      }),
    [setSearchParams],
  );

  return { download, print, downloading };
}
