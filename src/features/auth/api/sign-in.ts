/** POST /api/login: password sign-in to the workplace. Quiet: the form shows the server's message itself. */
import { signIn as signInEndpoint } from '../../../domain/contracts/auth';
import { call } from '../../../lib/api/call';

export const signIn = (username: string, password: string) => call(signInEndpoint, { body: { username, password }, quiet: true });
