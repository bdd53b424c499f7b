import type { FastifyInstance } from 'fastify';
import { startRepeatingTask } from '../../../lib/repeating-task';
import { releaseLapsedHolds } from './holds';

const HOLD_SWEEP_INTERVAL_MS = 30_000;

/**
 * Every few seconds, from when the app is ready until it closes: what a lapsed checkout held goes
 * back to its pool without waiting for someone to look at the ledger, so the console and the
 * member dashboard show it back. Safe on several instances: each hold is released once (see
 * releaseLapsedHolds); the read-time release stays the guarantee between two sweeps.
 */
export function startHoldSweeper(app: FastifyInstance, intervalMs = HOLD_SWEEP_INTERVAL_MS) {
  const sweep = async () => {
    try {
      const released = await releaseLapsedHolds(app.db, app.clock.now(), { skipLocked: true });
      if (released > 0) app.log.info({ released }, 'lapsed holds released');
    } catch (error) {
      app.log.error({ err: error }, 'hold sweep failed');
    }
  };
  startRepeatingTask(app, intervalMs, sweep);
}
