import type { Profile, User } from '@kaizen/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HillsArt } from '../../../components/HillsArt';
import { ArrowRightIcon, CheckCircleIcon, LeafIcon } from '../../../components/icons';
import { greetingFor } from '../../../lib/dates';
import { useDocumentMeta } from '../../../lib/document-meta';
import { nextStepsFor } from '../next-steps';

/**
 * SPEC §2 home: greeting, next steps, and slots the route fills from other features: the care
 * team, the feedback nudge and the upcoming and completed session lists.
 */
export function HomePage({
  user,
  actingFor = null,
  links,
  careTeam,
  feedbackNudge,
  upcomingSessions,
  completedSessions,
  assessmentsDue,
  packages,
  referral,
}: {
  user: User;
  /**
   * The member the account holder is acting for (SPEC §3 multi-profile), or null: home is then
   * the member's, so it is named after them and leaves out the account's own next steps.
   */
  actingFor?: Pick<Profile, 'firstname' | 'lastname'> | null;
  links: { profile: string; changePassword: string };
  careTeam?: ReactNode;
  feedbackNudge?: ReactNode;
  upcomingSessions?: ReactNode;
  completedSessions?: ReactNode;
  /** Questionnaires the care team asked for (features/assessments). */
  assessmentsDue?: ReactNode;
  /** The way to /packages (features/commerce). */
  packages?: ReactNode;
  /** "Refer a friend" (features/referrals). */
  referral?: ReactNode;
}) {
  useDocumentMeta({ title: 'Home' });
  const steps = nextStepsFor(user, links);
  const remaining = steps.filter((step) => !step.done).length;
  return (
    <div className="page home">
      <section className="home__hero" aria-labelledby="home-greeting">
        {actingFor ? (
          <>
            <p className="home__eyebrow">
              {greetingFor()}, {user.firstname}
            </p>
            <h1 id="home-greeting" className="home__greeting">
              {actingFor.firstname} {actingFor.lastname}&rsquo;s care
            </h1>
            <p className="home__lede">
              Sessions, assessments and records on this home are {actingFor.firstname}&rsquo;s.
            </p>
          </>
        ) : (
          <>
            <p className="home__eyebrow">
              {user.first_time_to_amaha_user ? 'Welcome to Kaizen' : 'Welcome back'}
            </p>
            <h1 id="home-greeting" className="home__greeting">
              {greetingFor()}, {user.firstname}
            </h1>
            <p className="home__lede">
              Wherever you are today is a fine place to start. Take it one small step at a time.
            </p>
          </>
        )}
        <HillsArt className="home__art" />
      </section>

      <div className="home__grid">
        {feedbackNudge}
        {assessmentsDue}
        {upcomingSessions}
        {!actingFor && (
          <section className="card home__steps" aria-labelledby="next-steps-heading">
            <div className="card__header">
              <h2 id="next-steps-heading" className="card__title">
                Your next steps
              </h2>
              <span className="badge">{remaining === 0 ? 'All done' : `${remaining} to do`}</span>
            </div>
            <ol className="steps">
              {steps.map((step) => (
                <li
                  key={step.id}
                  className={step.done ? 'steps__item steps__item--done' : 'steps__item'}
                >
                  <span className="steps__marker" aria-hidden="true">
                    {step.done ? <CheckCircleIcon /> : <span className="steps__dot" />}
                  </span>
                  <div className="steps__body">
                    <p className="steps__title">
                      {step.title}
                      {step.done && <span className="visually-hidden"> (done)</span>}
                    </p>
                    <p className="steps__text">{step.description}</p>
                  </div>
                  <Link to={step.href} className="steps__link">
                    {step.action}
                    <ArrowRightIcon width={16} height={16} />
                  </Link>
                </li>
              ))}
            </ol>
          </section>
        )}

        <section className="card card--calm home__pause" aria-labelledby="pause-heading">
          <h2 id="pause-heading" className="card__title">
            <LeafIcon /> A one-minute pause
          </h2>
          <p>
            Breathe in through your nose for four counts, hold for four, and breathe out slowly for
            six. Repeat three times. Notice how your shoulders feel.
          </p>
        </section>

        {careTeam}
        {packages}
        {completedSessions}
        {referral}
      </div>
    </div>
  );
}
