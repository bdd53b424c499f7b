import type { Config } from '../../config';
import { authSecret } from '../auth/service';
import type { PaymentGateway } from './gateway';
import { createRazorpayGateway, type Fetch } from './razorpay/razorpay';
import { createSandboxGateway, type SandboxGateway } from './sandbox/sandbox-gateway';

export type ConfiguredGateway =
  | { kind: 'test'; gateway: SandboxGateway }
  | { kind: 'razorpay'; gateway: PaymentGateway; keyId: string };

/** The gateway PAYMENT_GATEWAY chooses; config.ts already refused razorpay without its keys. */
export function gatewayFromConfig(config: Config, fetchImpl?: Fetch): ConfiguredGateway {
  if (config.PAYMENT_GATEWAY === 'test') {
    return { kind: 'test', gateway: createSandboxGateway(authSecret(config)) };
  }
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } = config;
  if (!keyId || !RAZORPAY_KEY_SECRET || !RAZORPAY_WEBHOOK_SECRET) {
    throw new Error(
      'PAYMENT_GATEWAY=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
  }
  const credentials = {
    keyId,
    keySecret: RAZORPAY_KEY_SECRET,
    webhookSecret: RAZORPAY_WEBHOOK_SECRET,
  };
  return { kind: 'razorpay', gateway: createRazorpayGateway(credentials, fetchImpl), keyId };
}
