import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `intervalMs` from when the app is ready until it closes, one run at a time
 * (the next is scheduled when the previous one has finished). preClose runs before the database
 * closes: the current run finishes, then `onStop` runs. `task` handles its own errors.
 */
export function startRepeatingTask(
  app: FastifyInstance,
  intervalMs: number,
  task: () => Promise<void>,
  onStop?: () => void,
): void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = task().finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  app.addHook('onReady', (done) => {
    schedule();
    done();
  });
  app.addHook('preClose', (done) => {
    stopped = true;
    clearTimeout(timer);
    void running.finally(() => {
      onStop?.();
      done();
    });
  });
}
