/**
 * The API process's periodic jobs (the lifecycle's expiry sweep, the certificate sweep, the
 * self-service automatic deregistration, the extract sweep): a job runs every `minutes` once
 * the app is ready and stops when it closes; the timer never keeps the process alive; a
 * failure is logged and the next run tries again. `minutes` is a number, or a reader asked
 * before every wait (the sweeps read the SWEEP_MINUTES system parameter, so an administrator's
 * change holds from the next run, without a restart). No state lives in the timer: a scheduled
 * job must be made of idempotent conditional updates, so any number of API processes may run it.
 */
import type { FastifyInstance } from 'fastify';

export type Minutes = number | (() => Promise<number>);

/**
 * Schedules `job` every `minutes` (a number 0 or less: not at all — the caller's lazy paths
 * still apply). Call while registering the plugin that owns the job.
 */
export function everyMinutes(app: FastifyInstance, minutes: Minutes, name: string, job: () => Promise<unknown>): void {
  if (typeof minutes === 'number' && !(minutes > 0)) return;
  const read = typeof minutes === 'number' ? async () => minutes : minutes;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const schedule = async (): Promise<void> => {
    const wait = await read().catch((error: unknown) => {
      app.log.error({ err: error }, `${name}: reading its interval failed; trying again in a minute`);
      return 1;
    });
    if (closed) return;
    timer = setTimeout(() => {
      job()
        .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
        .finally(() => void schedule());
    }, wait * 60_000);
    timer.unref();
  };
  app.addHook('onReady', async () => {
    void schedule();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
}

/**
 * The interval of the sweeps: the SWEEP_MINUTES system parameter, read before each wait; none
 * when the process runs no sweeps (LIFECYCLE_SWEEP_MINUTES=0).
 */
export const sweepMinutes = (app: FastifyInstance, on: boolean): Minutes => (on ? () => app.systemService.setting('SWEEP_MINUTES') : 0);
