/** POST /api/login: password sign-in to the workplace. Quiet: the form shows the server's message itself. */
import { api } from '../../../lib/api/client';
import type { SignInResponse } from './types';

export function signIn(username: string, password: string): Promise<SignInResponse> {
  return api.post<SignInResponse>('/login', { username, password }, { quiet: true });
}
