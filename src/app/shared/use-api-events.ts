/**
 * What the shell does with the API events of spec §8: data-error in red, data-ok in green,
 * access-denied opens the 403 page, auth-failed forgets the (dead) token so the guard sends
 * the user to sign in. api-failed needs nothing more here: the client already showed it.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { events } from '../../lib/events';
import { notify } from '../../lib/notify';
import { session } from '../../lib/session';

export function useApiEvents(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const offs = [
      events.on('data-error', ({ message }) => notify.error({ message })),
      events.on('data-ok', ({ message }) => notify.success(message)),
      events.on('access-denied', () => void navigate('/403')),
      events.on('auth-failed', () => session.clearSession()),
    ];
    return () => offs.forEach((off) => off());
  }, [navigate]);
}
