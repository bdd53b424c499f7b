import { useId } from 'react';
import { Link } from 'react-router';
import { PRIVACY_POLICY_PAGE_PATH } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { setAnalyticsConsent, type AnalyticsConsent } from '../../../lib/analytics/consent';

const CONSENT_BANNER_TITLE = 'Help us improve Kaizen?';

/**
 * Asks once per device whether Kaizen may count visits and which features are used (issue 15).
 * Not a dark pattern: "Allow" and "No thanks" are the same kind of button, side by side, neither
 * pre-selected; the banner does not block the page, says what is and is not collected, and where
 * to change the answer. Until an answer nothing is tracked; "No thanks" sends nothing, ever.
 */
export function ConsentBanner() {
  const titleId = useId();
  const textId = useId();
  const answer = (choice: AnalyticsConsent) => {
    setAnalyticsConsent(choice);
    // The focused button goes away with the banner: the page takes the focus back.
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };
  return (
    <section className="consent-banner" aria-labelledby={titleId} aria-describedby={textId}>
      <div className="consent-banner__body">
        <h2 id={titleId} className="consent-banner__title">
          {CONSENT_BANNER_TITLE}
        </h2>
        <p id={textId} className="consent-banner__text">
          With your permission we count visits and which features are used, to make Kaizen better.
          Never your answers, notes or health details, and nothing is sold or shared for
          advertising. Nothing is sent unless you allow it; you can change your mind any time in
          your profile. <Link to={PRIVACY_POLICY_PAGE_PATH}>Privacy policy</Link>
        </p>
      </div>
      <div className="consent-banner__actions">
        <Button variant="secondary" onClick={() => answer('granted')}>
          Allow
        </Button>
        <Button variant="secondary" onClick={() => answer('denied')}>
          No thanks
        </Button>
      </div>
    </section>
  );
}
