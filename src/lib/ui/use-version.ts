/** The application version for the footer line (GET {base}/version). */
import useSWR from 'swr';
import { getVersion } from '../../domain/contracts/system';
import { call, endpointPath } from '../api/call';

export const VERSION_KEY = endpointPath(getVersion);

export function useVersion(): string | undefined {
  // Quiet: a footer detail that fails to load must not raise an error message.
  const { data } = useSWR(VERSION_KEY, () => call(getVersion, { quiet: true }), {
    revalidateIfStale: false,
  });
  return data?.version;
}
