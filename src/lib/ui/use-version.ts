/** The application version for the footer line (GET {base}/version; shared without SWR, src/lib/api/shared-answers.tsx). */
import { getVersion } from '../../domain/contracts/system';
import { call, endpointPath } from '../api/call';
import { useSharedAnswer } from '../api/shared-answers';

export const VERSION_KEY = endpointPath(getVersion);

// Quiet: a footer detail that fails to load must not raise an error message.
const loadVersion = () => call(getVersion, { quiet: true });

export function useVersion(): string | undefined {
  return useSharedAnswer(VERSION_KEY, loadVersion)?.version;
}
