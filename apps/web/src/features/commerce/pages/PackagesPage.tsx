import type { Package, PackagePurchase } from '@kaizen/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/FormAlert';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { useDocumentMeta } from '../../../lib/document-meta';
import { errorMessagesOf, isCancelledRequest } from '../../../lib/http/request-error';
import { fetchOwnPackages, fetchPackageCatalogue, startPackagePurchase } from '../api';
import { OwnPackages } from '../components/OwnPackages';
import { PackageCard, type PackageExpert } from '../components/PackageCard';

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; messages: string[] }
  | { status: 'ready'; catalogue: Package[]; own: PackagePurchase[] };

/** What the gateway's return (`payment_status`) means for a package. */
const RETURN_MESSAGES: Record<string, { tone: 'success' | 'error'; text: string }> = {
  captured: { tone: 'success', text: 'Payment received: your package is ready to use.' },
  failed: { tone: 'error', text: 'The payment did not go through, so nothing was charged.' },
  cancelled: { tone: 'error', text: 'The payment was cancelled, so nothing was charged.' },
};

/**
 * /packages (issue 11): the catalogue (price, price per session, validity) with Buy, which goes
 * to the payment gateway and back here, and "Your packages" with the sessions left.
 */
export function PackagesPage({
  experts = [],
  onPurchased,
}: {
  /** The person's experts (care team), who a package can be tied to. */
  experts?: PackageExpert[];
  onPurchased?: () => void;
}) {
  useDocumentMeta({ title: 'Session packages' });
  const [params] = useSearchParams();
  const returned = RETURN_MESSAGES[params.get('payment_status') ?? ''];
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [buying, setBuying] = useState<string | null>(null);
  const [buyError, setBuyError] = useState<string[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([
      fetchPackageCatalogue(controller.signal),
      fetchOwnPackages(controller.signal),
    ]).then(
      ([catalogue, own]) => setLoaded({ status: 'ready', catalogue, own }),
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        setLoaded({ status: 'error', messages: errorMessagesOf(error) });
      },
    );
    return () => controller.abort();
  }, [version]);

  useEffect(() => {
    if (returned?.tone === 'success') onPurchased?.();
  }, [returned, onPurchased]);

  const buy = useCallback(async (entry: Package, providerUuid: string | undefined) => {
    setBuying(entry.id);
    setBuyError([]);
    try {
      const purchase = await startPackagePurchase({
        package_id: entry.id,
        ...(providerUuid ? { provider_uuid: providerUuid } : {}),
      });
      if (purchase.checkout_url) window.location.assign(purchase.checkout_url);
    } catch (error) {
      if (!isCancelledRequest(error)) setBuyError(errorMessagesOf(error));
      setBuying(null);
    }
  }, []);

  return (
    <div className="page packages">
      <header className="page__header">
        <h1 className="page__title">Session packages</h1>
        <p className="muted">
          Book regular sessions for less: a package&apos;s sessions are used when you book, with no
          payment step, and a session cancelled in time goes back to it. An unused package is
          refunded in full.
        </p>
      </header>
      {returned && <FormAlert tone={returned.tone} messages={[returned.text]} />}
      <FormAlert messages={buyError} />
      {loaded.status === 'loading' && (
        <p role="status">
          <Spinner size="sm" /> Loading packages…
        </p>
      )}
      {loaded.status === 'error' && (
        <LoadError
          title="Packages could not be loaded"
          messages={loaded.messages}
          onRetry={() => {
            setLoaded({ status: 'loading' });
            setVersion((value) => value + 1);
          }}
        />
      )}
      {loaded.status === 'ready' && (
        <>
          <OwnPackages
            purchases={loaded.own}
            onRefunded={() => {
              setVersion((value) => value + 1);
              onPurchased?.();
            }}
          />
          <section aria-labelledby="catalogue-heading">
            <h2 id="catalogue-heading" className="packages__heading">
              Packages you can buy
            </h2>
            <ul className="packages__list packages__catalogue">
              {loaded.catalogue.map((entry) => (
                <PackageCard
                  key={entry.id}
                  entry={entry}
                  experts={experts}
                  buying={buying === entry.id}
                  disabled={buying !== null && buying !== entry.id}
                  onBuy={(chosen, providerUuid) => void buy(chosen, providerUuid)}
                />
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
