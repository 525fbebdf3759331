import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';

export interface RowAction<Row> {
  /** Asks the server to act on the row. */
  run: (row: Row) => Promise<unknown>;
  /** The toast when it worked. */
  done: (row: Row) => string;
  /** The toast when it failed and the server gave no reason of its own. */
  failed: string;
}

/**
 * An operator's action on one row of a console list (send an email again, retry a refund): a
 * toast says how it went, and the list is read again either way, since the row may have moved on.
 */
export function useRowAction<Row>(listKey: readonly string[], { run, done, failed }: RowAction<Row>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (_answer, row) => toast.success(done(row)),
    onError: (error) => toast.error(errorMessage(error, failed)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
