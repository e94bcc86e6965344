/** Runs an act action: shows the server's refusal (a translated message key) or the success text, then re-reads the lists. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { isApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notify';

export function useActAction() {
  const { t } = useTranslation(['archive', 'common']);
  const { mutate } = useSWRConfig();
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await work();
      notify.success(done);
    } catch (e) {
      setError(isApiError(e) ? t(e.message, { ns: 'common' }) : String(e));
    }
    await mutate((key) => typeof key === 'string' && key.includes('/archyvas/'));
  };
  return { error, run };
}
