/**
 * The API process's periodic jobs (the lifecycle's expiry sweep, the certificate sweep, the
 * self-service automatic deregistration): a job runs every `minutes` once the app is ready and
 * stops when it closes; the timer never keeps the process alive; a failure is logged and the
 * next run tries again. No state lives in the timer: a scheduled job must be made of
 * idempotent conditional updates, so any number of API processes may run it at once.
 */
import type { FastifyInstance } from 'fastify';

/**
 * Schedules `job` every `minutes` (0 or less: not at all — the caller's lazy paths still apply).
 * Call while registering the plugin that owns the job.
 */
export function everyMinutes(app: FastifyInstance, minutes: number, name: string, job: () => Promise<unknown>): void {
  if (!(minutes > 0)) return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      job().catch((error: unknown) => app.log.error({ err: error }, `${name} failed`));
    }, minutes * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
