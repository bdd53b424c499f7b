import { Button } from '../../../components/Button';
import { setAnalyticsConsent } from '../../../lib/analytics/consent';
import { useAnalyticsConsent } from '../use-analytics-consent';

/** Profile: the analytics choice of this device, changeable both ways (issue 15). */
export function AnalyticsChoiceCard() {
  const consent = useAnalyticsConsent();
  const allowed = consent === 'granted';
  return (
    <section className="card analytics-choice" aria-labelledby="analytics-choice-heading">
      <h2 id="analytics-choice-heading" className="card__title">
        Usage analytics
      </h2>
      <p className="analytics-choice__state" role="status">
        {allowed
          ? 'Allowed on this device: Kaizen counts visits and which features are used.'
          : 'Not allowed on this device: nothing about your visits is sent.'}
      </p>
      <p className="analytics-choice__note">
        Never your answers, notes or health details, whatever you choose.
      </p>
      <Button
        variant="secondary"
        onClick={() => setAnalyticsConsent(allowed ? 'denied' : 'granted')}
      >
        {allowed ? 'Stop usage analytics' : 'Allow usage analytics'}
      </Button>
    </section>
  );
}
