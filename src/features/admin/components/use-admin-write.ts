/**
 * One write of an admin page: `busy` while it runs; on success its text is announced (the
 * snackbar); on failure the API client has already shown why. `run` answers whether it succeeded,
 * so the page can clear its form or close its dialog only then. `reload` (the page's SWR
 * mutate) re-reads what the write changed before the success is announced.
 */
import { useState } from 'react';
import { notify } from '../../../lib/notify';

export function useAdminWrite(reload?: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      await write();
      await reload?.();
      notify.success(done);
      return true;
    } catch {
      return false; // the API client has shown why
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
