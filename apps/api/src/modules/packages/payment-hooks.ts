import type { Clock } from '../../lib/clock';
import type { PaymentPurposeHandler } from '../commerce/service';
import { grantPackageLots } from '../entitlements/service';
import { listPackages, lockPurchaseByUuid, updatePurchase } from './queries';
import { packageExpiry } from './views';

/**
 * What a settled package payment does (composition.ts hands these to commerce as the
 * 'package' purpose). A capture activates the purchase and grants its sessions as ledger lots
 * that end one year after payment; a late capture after a lapsed checkout is honoured the same
 * way (the person paid). A failure, cancel or lapsed checkout marks a pending purchase failed.
 */
export function packagePaymentHooks({ clock }: { clock: Clock }): PaymentPurposeHandler {
  return {
    async onCaptured(tx, payment) {
      const purchase = await lockPurchaseByUuid(tx, payment.referenceId);
      if (!purchase) throw new Error(`no package purchase for payment ${payment.id}`);
      if (purchase.status !== 'pending' && purchase.status !== 'failed') return;
      const [entry] = await listPackages(tx, { ids: [purchase.packageId] });
      if (!entry) throw new Error(`package ${purchase.packageId} is gone`);
      const paidAt = payment.capturedAt ?? clock.now();
      await updatePurchase(tx, purchase.id, { status: 'active', paidAt, updatedAt: clock.now() });
      await grantPackageLots(tx, {
        id: purchase.id,
        userId: purchase.userId,
        items: entry.items,
        paidAt,
        expiresAt: packageExpiry(paidAt, entry.validityMonths),
      });
    },
    async onFailed(tx, payment) {
      const purchase = await lockPurchaseByUuid(tx, payment.referenceId);
      if (purchase?.status !== 'pending') return;
      await updatePurchase(tx, purchase.id, { status: 'failed', updatedAt: clock.now() });
    },
  };
}
