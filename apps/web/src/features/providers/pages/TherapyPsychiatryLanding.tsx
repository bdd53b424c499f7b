import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AppVisibility, ProviderTypeFilterWord } from '@kaizen/contracts';
import { ButtonLink } from '../../../components/Button';
import { HillsArt } from '../../../components/HillsArt';
import {
  ArrowRightIcon,
  HeartIcon,
  LeafIcon,
  ShieldIcon,
  StethoscopeIcon,
  UsersIcon,
} from '../../../components/icons';
import { useDocumentMeta } from '../../../lib/document-meta';
import type { CarePlan } from '../../../entities/provider/care-plan';
import { CarePlanNote, NotCoveredByPlan } from '../../../entities/provider/CarePlanNote';
import { coveredCareKinds, visibleCareKinds } from '../care-kinds';
import { rememberedSearch } from '../listing-filters';
import { LISTING_PATH, listingPathFor, MATCH_THERAPY_PATH } from '../paths';

const KIND_ICONS: Partial<Record<ProviderTypeFilterWord, ReactNode>> = {
  therapy: <HeartIcon />,
  psychiatry: <StethoscopeIcon />,
  couples: <UsersIcon />,
  others: <LeafIcon />,
};

/**
 * SPEC §2 /therapy-psychiatry/: choose the kind of care, then the listing of experts. A
 * care-first person is offered the kinds their plan covers (SPEC §3 cf configs), and told why.
 */
export function TherapyPsychiatryLanding({
  visibility,
  plan = null,
}: {
  visibility: AppVisibility;
  plan?: CarePlan | null;
}) {
  useDocumentMeta({
    title: 'Therapy and psychiatry',
    description:
      'Find a therapist, psychiatrist or couples therapist who speaks your language, online or in person.',
  });
  const kinds = coveredCareKinds(visibleCareKinds(visibility), plan);
  const hasRemembered = rememberedSearch() !== '';
  return (
    <div className="page care-landing">
      <section className="care-landing__hero" aria-labelledby="care-landing-title">
        <p className="care-landing__eyebrow">Therapy and psychiatry</p>
        <h1 id="care-landing-title" className="care-landing__title">
          Find someone to talk to
        </h1>
        <p className="care-landing__lede">
          Reaching out is a brave first step. Choose the kind of care you are looking for; you can
          change your mind at any time, and nothing is booked until you say so.
        </p>
        <p className="care-landing__trust">
          <ShieldIcon width={18} height={18} />
          Private and confidential. Sessions online or in person, in the language you are most at
          ease in.
        </p>
        <HillsArt className="care-landing__art" />
      </section>

      <section aria-labelledby="care-kinds-title">
        <h2 id="care-kinds-title" className="care-landing__section-title">
          What kind of care are you looking for?
        </h2>
        {plan && kinds.length > 0 && <CarePlanNote plan={plan} />}
        {plan && kinds.length === 0 && (
          <div className="card">
            <NotCoveredByPlan plan={plan} />
          </div>
        )}
        <ul className="care-kinds">
          {kinds.map((kind) => (
            <li key={kind.type} className="care-kind linked-card">
              <span className="care-kind__icon">{KIND_ICONS[kind.type]}</span>
              <h3 className="care-kind__title">
                <Link to={listingPathFor(kind.listType)} className="linked-card__link">
                  {kind.title}
                </Link>
              </h3>
              <p className="care-kind__text">{kind.description}</p>
              <span className="care-kind__go" aria-hidden="true">
                See {kind.plural}
                <ArrowRightIcon width={16} height={16} />
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="card card--calm care-landing__help" aria-labelledby="care-help-title">
        <h2 id="care-help-title" className="card__title">
          Not sure where to start?
        </h2>
        <p>
          Answer a few short questions about what you are going through, and we will suggest experts
          who fit.
        </p>
        <div className="form__actions">
          <ButtonLink to={MATCH_THERAPY_PATH}>Help me choose</ButtonLink>
          {hasRemembered && (
            <ButtonLink to={LISTING_PATH} variant="secondary">
              Continue with your last search
            </ButtonLink>
          )}
        </div>
      </section>
    </div>
  );
}
