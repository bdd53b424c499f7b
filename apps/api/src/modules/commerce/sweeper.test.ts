import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app';
import { ManualClock } from '../../lib/clock';
import { testConfig } from '../../test/app';
import { signUp } from '../../test/auth';
import { startPaymentSweeper } from './sweeper';
import { recordingPurpose, startTestPayment } from './test-support';

// The background sweep server.ts starts: unpaid checkouts fail by themselves after the hold.

const purpose = recordingPurpose();
const clock = new ManualClock(new Date());
let app: App;

beforeAll(async () => {
  app = await buildApp(testConfig(), { clock, modules: { paymentPurposes: purpose.purposes } });
  startPaymentSweeper(app, 20);
  await app.ready();
});
afterAll(() => app.close());

it('fails an unpaid checkout once its 10 minutes are over, calling onFailed once', async () => {
  const payment = await startTestPayment(app, (await signUp(app)).id);
  clock.advance(10 * 60_000);
  await vi.waitFor(
    async () => {
      expect((await app.commerce.paymentFor(app.db, 'booking', payment.referenceId))?.status).toBe(
        'failed',
      );
    },
    { timeout: 5000, interval: 20 },
  );
  expect(purpose.failedCount(payment.referenceId)).toBe(1);
});
