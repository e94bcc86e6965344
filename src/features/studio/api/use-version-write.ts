/**
 * A write on one studio version: busy while it runs, a success note, then the version (and,
 * unless told otherwise, the type list) fetched again. A refusal: the API client's snackbar says why.
 */
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { notify } from '../../../lib/notify';
import { studioTypesKey } from './studio-types';
import { studioVersionKey, type VersionRef } from './studio-version';

export function useVersionWrite(ref: VersionRef) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  /** true when the write went through */
  const write = async (run: () => Promise<unknown>, done: string, { list = true } = {}): Promise<boolean> => {
    setBusy(true);
    try {
      await run();
      notify.success(done);
      await Promise.all([mutate(studioVersionKey(ref)), list && mutate(studioTypesKey)]);
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, write };
}
