import type { FastifyInstance } from 'fastify';
import { startRepeatingTask } from '../../lib/repeating-task';

const PAYMENT_SWEEP_INTERVAL_MS = 15_000;

/**
 * Every few seconds, from when the app is ready until it closes: fails checkouts that ran out
 * unpaid (their purpose's onFailed frees what they held) and retries refunds the gateway has
 * not accepted yet. Safe on several instances: each payment and refund is claimed with a
 * conditional UPDATE or a skipped row lock.
 */
export function startPaymentSweeper(app: FastifyInstance, intervalMs = PAYMENT_SWEEP_INTERVAL_MS) {
  const sweep = async () => {
    try {
      const expired = await app.commerce.expireCheckouts(app.db);
      const refunds = await app.commerce.sendPendingRefunds(app.db);
      if (expired > 0 || refunds > 0) app.log.info({ expired, refunds }, 'payment sweep');
    } catch (error) {
      app.log.error({ err: error }, 'payment sweep failed');
    }
  };
  startRepeatingTask(app, intervalMs, sweep);
}
