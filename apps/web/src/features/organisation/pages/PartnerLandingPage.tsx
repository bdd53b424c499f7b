import { ButtonLink } from '../../../components/Button';
import { LinkOutcomeCard } from '../../../components/LinkOutcomeCard';
import { BuildingIcon } from '../../../components/icons';
import { useDocumentMeta } from '../../../lib/document-meta';
import type { LinkOutcome } from '../../../lib/hooks/use-link-action';

/**
 * /t-p, the partner landing (SPEC §2): where an organisation's portal sends its members with a
 * partner token (`?jwt=…&company=…`), and where members return after logging out. Without a
 * token it explains how to reach Kaizen through the organisation.
 */
export function PartnerLandingPage({
  outcome,
  signedIn,
  loginHref,
  dashboardHref,
}: {
  outcome: LinkOutcome;
  signedIn: boolean;
  loginHref: string;
  dashboardHref: string;
}) {
  useDocumentMeta({ title: 'Care from your organisation' });
  return (
    <div className="page link-page">
      <h1 className="page__title">Care from your organisation</h1>
      {outcome.state === 'idle' && (
        <section className="card stack">
          <p className="card__title">
            <BuildingIcon /> Sponsored by your employer or insurer
          </p>
          <p className="muted">
            Open Kaizen from your organisation’s portal or app to be signed in automatically, or log
            in with your Kaizen account.
          </p>
          <div>
            {signedIn ? (
              <ButtonLink to={dashboardHref}>Go to your dashboard</ButtonLink>
            ) : (
              <ButtonLink to={loginHref}>Log in</ButtonLink>
            )}
          </div>
        </section>
      )}
      <LinkOutcomeCard outcome={outcome} working="Signing you in through your organisation…">
        {outcome.state === 'done' ? (
          <a className="btn btn--primary" href={dashboardHref}>
            See what your organisation offers you
          </a>
        ) : (
          <>
            <p className="muted">
              Each link from your organisation works once, for a few minutes. Open Kaizen again from
              its portal or app, or log in with your Kaizen account.
            </p>
            <div>
              <ButtonLink to={loginHref} variant="secondary">
                Log in to Kaizen
              </ButtonLink>
            </div>
          </>
        )}
      </LinkOutcomeCard>
    </div>
  );
}
