import { useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { AlertCircleIcon } from '../../../components/icons';
import { bookableSessionKinds, type CarePlan } from '../../../entities/provider/care-plan';
import { useDocumentMeta } from '../../../lib/document-meta';
import { parseBookingQuery } from '../booking-query';
import { BookingFlow } from '../components/BookingFlow';
import { OutcomeStep } from '../components/OutcomeStep';
import { useBookingProvider } from '../hooks/use-booking-provider';
import { EXPERTS_PATH } from '../paths';

/**
 * /therapy-psychiatry/booking/:uuid?step=1..4 (SPEC §2): choose a time, details, review and pay,
 * then the outcome after the payment page sends the person back. A care-first person's plan
 * (SPEC §3 cf configs) leaves only the session kinds it covers.
 */
export function BookingPage({ plan = null }: { plan?: CarePlan | null }) {
  const { uuid = '' } = useParams();
  const [params] = useSearchParams();
  const query = parseBookingQuery(params);
  useDocumentMeta({ title: query.step === 4 ? 'Your booking' : 'Book a session' });

  if (query.step === 4) {
    return (
      <div className="page booking">
        <h1 className="page__title">Your booking</h1>
        <div className="card">
          <OutcomeStep
            providerUuid={uuid}
            bookingId={query.bookingId}
            paymentStatus={query.paymentStatus}
          />
        </div>
      </div>
    );
  }
  return <BookingWithProvider uuid={uuid} plan={plan} />;
}

function BookingWithProvider({ uuid, plan }: { uuid: string; plan: CarePlan | null }) {
  const [provider, retry] = useBookingProvider(uuid);
  if (provider.status === 'loading') {
    return (
      <div className="page booking" aria-busy="true">
        <span className="skeleton skeleton--title" aria-hidden="true" />
        <div className="card booking__loading" aria-hidden="true">
          <span className="skeleton skeleton--chips" />
          <span className="skeleton skeleton--line skeleton--short" />
          <span className="skeleton skeleton--chips" />
        </div>
        <p className="visually-hidden" role="status">
          Loading…
        </p>
      </div>
    );
  }
  if (provider.status === 'ready') {
    const { profile } = provider;
    const sessionKinds = bookableSessionKinds(plan, profile.provider_type, profile.session_kinds);
    return <BookingFlow profile={{ ...profile, session_kinds: sessionKinds }} plan={plan} />;
  }
  return (
    <div className="page booking">
      <h1 className="visually-hidden">Book a session</h1>
      <div className="card" role={provider.status === 'error' ? 'alert' : undefined}>
        {provider.status === 'not-found' ? (
          <EmptyState
            icon={<AlertCircleIcon />}
            title="We could not find this expert"
            action={<ButtonLink to={EXPERTS_PATH}>See other experts</ButtonLink>}
          >
            The link may be old, or this expert may no longer take new sessions.
          </EmptyState>
        ) : (
          <EmptyState
            icon={<AlertCircleIcon />}
            title="We could not load this page"
            action={
              <Button onClick={retry} sendsRequest>
                Try again
              </Button>
            }
          >
            {provider.messages[0]}
          </EmptyState>
        )}
      </div>
    </div>
  );
}
