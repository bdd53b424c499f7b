import {
  REFERRAL_REFERRER_LIMIT_TEXT,
  REFERRAL_REWARD_LIMIT_TEXT,
  REFERRAL_STATUS_LABELS,
  type ReferralSummary,
} from '@kaizen/contracts';
import { useCallback } from 'react';
import { Button } from '../../../components/Button';
import { CopyButton } from '../../../components/CopyButton';
import { RequestView } from '../../../components/RequestView';
import { ShareIcon } from '../../../components/icons';
import { useRequest } from '../../../lib/hooks/use-request';
import { fetchReferrals } from '../api';

const SHARE_TEXT = 'I use Kaizen for my mental health. Sign up with my link:';

/** The native share sheet where the browser has one (phones, native shells); else nothing. */
function ShareButton({ link }: { link: string }) {
  if (typeof navigator.share !== 'function') return null;
  const share = () =>
    navigator.share({ title: 'Kaizen', text: SHARE_TEXT, url: link }).catch(() => {
      // Closing the share sheet rejects too: nothing to tell the person.
    });
  return (
    <Button variant="secondary" icon={<ShareIcon width={18} height={18} />} onClick={share}>
      Share
    </Button>
  );
}

function ReferralDetails({ summary }: { summary: ReferralSummary }) {
  return (
    <>
      <label className="field__label" htmlFor="referral-link">
        Your link
      </label>
      <input id="referral-link" className="referral__link" readOnly value={summary.link} />
      <div className="referral__actions">
        <CopyButton text={summary.link} copied="Link copied.">
          Copy link
        </CopyButton>
        <ShareButton link={summary.link} />
      </div>
      {summary.referrer_limit_reached && (
        <p className="referral__limit" role="note">
          {REFERRAL_REFERRER_LIMIT_TEXT}
        </p>
      )}
      {summary.reward_limit_reached && (
        <p className="referral__limit" role="note">
          {REFERRAL_REWARD_LIMIT_TEXT}
        </p>
      )}
      <h3 className="referral__subtitle">Your referrals</h3>
      {summary.referrals.length === 0 ? (
        <p className="referral__empty">No one yet. Friends appear here once they sign up.</p>
      ) : (
        <ul className="referral__list">
          {summary.referrals.map((referral) => (
            <li key={referral.id} className="referral__item">
              <span>{referral.firstname}</span>
              <span className={`badge referral__status--${referral.status}`}>
                {REFERRAL_STATUS_LABELS[referral.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * "Refer a friend": the person's link (copy, or the native share), and the friends who signed up
 * through it. When a friend's first paid session is completed, both get a free therapy session.
 */
export function ReferralCard() {
  const load = useCallback((signal: AbortSignal) => fetchReferrals(signal), []);
  const [state, retry] = useRequest(load);
  return (
    <section className="card referral" aria-labelledby="referral-heading">
      <div className="card__header">
        <h2 id="referral-heading" className="card__title">
          Refer a friend
        </h2>
      </div>
      <p className="referral__lede">
        Share your link. When your friend&apos;s first paid session is completed, you both get a
        free therapy session.
      </p>
      <RequestView state={state} onRetry={retry} loadingLabel="Loading your referral link">
        {(summary) => <ReferralDetails summary={summary} />}
      </RequestView>
    </section>
  );
}
