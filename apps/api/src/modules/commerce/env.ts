import type { PaymentPurpose } from '@kaizen/contracts';
import type { Clock } from '../../lib/clock';
import type { ConfiguredGateway } from './gateways';
import type { PaymentPurposeHandler } from './purposes';
import type { ReceiptSettings } from './receipts/settings';

/** What settles a payment of each purpose, given by the module that sells it (app.ts wires it). */
export type PaymentPurposes = Readonly<Partial<Record<PaymentPurpose, PaymentPurposeHandler>>>;

/**
 * What every payment operation needs besides the database: the gateway this app was built
 * with, its clock, and the purposes' handlers. Passed explicitly so that two apps in one
 * process never share a gateway or a clock.
 */
export interface CommerceEnv {
  configured: ConfiguredGateway;
  clock: Clock;
  purposes: PaymentPurposes;
  /** Who issues the receipt of every capture and refund. */
  receipts: ReceiptSettings;
}
