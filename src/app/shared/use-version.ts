/** The application version for the footer line (GET {base}/version). */
import useSWR from 'swr';
import { api } from '../../lib/api/client';

export const VERSION_KEY = '/version';

export function useVersion(): string | undefined {
  // Quiet: a footer detail that fails to load must not raise an error message.
  const { data } = useSWR(VERSION_KEY, (key: string) => api.get<{ version: string }>(key, { quiet: true }), {
    revalidateIfStale: false,
  });
  return data?.version;
}
