import {
  partCoverSummary,
  packageSummary,
  REFERRAL_REWARD_SUMMARY,
  sponsoredSummary,
  type FundingDecision,
} from '@kaizen/contracts';
import { CheckCircleIcon } from '../../../components/icons';

/**
 * How this session is paid, as the server's policy engine decided: covered by the member's
 * organisation, by the person's package (nothing to pay, and what is left after it) or by a
 * referral reward, or, when a benefit or package does not apply, why the price is asked. Nothing is said to someone without benefits.
 */
export function ReviewFunding({ funding }: { funding: FundingDecision | null }) {
  if (funding?.method === 'sponsored') {
    return (
      <section className="booking-policy booking-policy--covered" aria-labelledby="funding-heading">
        <h2 id="funding-heading" className="booking-policy__title">
          <CheckCircleIcon width={18} height={18} /> {sponsoredSummary(funding)}
        </h2>
        <p>Nothing to pay: {funding.sponsor} pays for this session.</p>
      </section>
    );
  }
  if (funding?.method === 'package') {
    return (
      <section className="booking-policy booking-policy--covered" aria-labelledby="funding-heading">
        <h2 id="funding-heading" className="booking-policy__title">
          <CheckCircleIcon width={18} height={18} /> {packageSummary(funding)}
        </h2>
        <p>
          Nothing to pay: this session is from your package &ldquo;{funding.package_name}&rdquo;,
          with {funding.left_after} left after it.
        </p>
      </section>
    );
  }
  if (funding?.method === 'referral') {
    return (
      <section className="booking-policy booking-policy--covered" aria-labelledby="funding-heading">
        <h2 id="funding-heading" className="booking-policy__title">
          <CheckCircleIcon width={18} height={18} /> {REFERRAL_REWARD_SUMMARY}
        </h2>
        <p>Nothing to pay: a friend you referred, or who referred you, earned you this session.</p>
      </section>
    );
  }
  if (funding?.method === 'money' && funding.sponsor_cover) {
    // A money pool pays part (or all) of it; the rest is paid now.
    return (
      <section className="booking-policy booking-policy--covered" aria-labelledby="funding-heading">
        <h2 id="funding-heading" className="booking-policy__title">
          <CheckCircleIcon width={18} height={18} />{' '}
          {partCoverSummary(funding.sponsor_cover, funding.amount_due)}
        </h2>
        <p>
          {funding.sponsor_cover.sponsor} pays up to this amount of each session from its yearly
          budget; it is kept for you while you pay the rest.
        </p>
      </section>
    );
  }
  if (funding?.method === 'money' && funding.reason) {
    return (
      <p className="booking-policy" role="note">
        {funding.reason}
      </p>
    );
  }
  return null;
}
