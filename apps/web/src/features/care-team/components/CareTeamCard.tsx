import { providerTypeLabel, type MyProvider } from '@kaizen/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ProviderAvatar } from '../../../entities/provider/ProviderAvatar';
import { Spinner } from '../../../components/Spinner';
import { UserIcon } from '../../../components/icons';
import { useProvidersSummary } from '../use-providers-summary';
import { PersonName } from '../../../components/PersonName';
import { CareTeamSwitch } from './CareTeamSwitch';
import type { ProviderSwitchLinks } from './switch/ProviderSwitchDialog';

interface CareTeamLinks {
  findExpert: string;
  questionnaire: string;
  profile: (uuid: string) => string;
  /** The provider switch (SPEC §3): booking with the new expert, sessions with the old one. */
  switching?: ProviderSwitchLinks;
}

const keyOf = (provider: MyProvider) => `${provider.provider_type}:${provider.uuid}`;

/**
 * "Your care team" on home (SPEC §3 My-providers entries): each expert the person is in care
 * with; newly assigned ones stand out until acknowledged (update_temp_flag). `tip` is a slot for
 * the new-profile tooltip, shown next to the way to find an expert.
 */
export function CareTeamCard({
  providers,
  loading,
  links,
  onAcknowledge,
  onSwitched,
  tip,
}: {
  providers: MyProvider[];
  loading: boolean;
  links: CareTeamLinks;
  onAcknowledge: (provider: MyProvider) => Promise<void>;
  /** After a switch: the care team (and the sessions) to load again. */
  onSwitched?: () => void;
  tip?: ReactNode;
}) {
  const listVersion = providers
    .map((provider) => `${keyOf(provider)}:${String(provider.temp_flag)}`)
    .join();
  const summary = useProvidersSummary(listVersion);
  const [acknowledging, setAcknowledging] = useState<string | null>(null);
  const acknowledge = (provider: MyProvider) => {
    setAcknowledging(keyOf(provider));
    void onAcknowledge(provider).finally(() => setAcknowledging(null));
  };

  return (
    <section className="card care-team" aria-labelledby="care-team-heading" id="care-team">
      <div className="card__header">
        <h2 id="care-team-heading" className="card__title">
          <UserIcon /> Your care team
        </h2>
        {summary && summary.new_providers > 0 && (
          <span className="badge">{summary.new_providers} new</span>
        )}
        {summary?.is_cf_user && <span className="badge badge--calm">Care-first programme</span>}
      </div>
      {loading && providers.length === 0 ? (
        <p className="care-team__loading" role="status">
          <Spinner size="sm" /> Loading your care team…
        </p>
      ) : providers.length === 0 ? (
        <EmptyState
          icon={<UserIcon />}
          title="No experts yet"
          action={
            <div className="care-team__actions">
              <ButtonLink to={links.questionnaire}>Find my match</ButtonLink>
              <ButtonLink to={links.findExpert} variant="secondary">
                Browse experts
              </ButtonLink>
            </div>
          }
        >
          Answer six short questions and we will suggest experts who fit you, or look through
          everyone yourself.
        </EmptyState>
      ) : (
        <ul className="care-team__list">
          {providers.map((provider) => (
            <li
              key={keyOf(provider)}
              className={
                provider.temp_flag ? 'care-team__item care-team__item--new' : 'care-team__item'
              }
            >
              <ProviderAvatar
                photoUrl={provider.photo_url}
                firstname={provider.firstname}
                lastname={provider.lastname}
                size="sm"
              />
              <div className="care-team__who">
                <Link to={links.profile(provider.uuid)} className="care-team__name">
                  <PersonName firstname={provider.firstname} lastname={provider.lastname} />
                </Link>
                <span className="care-team__type">
                  {providerTypeLabel(provider.provider_type)}
                  {provider.temp_flag && <span className="care-team__new"> · Newly assigned</span>}
                </span>
              </div>
              {provider.temp_flag && (
                <Button
                  variant="ghost"
                  className="btn--small"
                  loading={acknowledging === keyOf(provider)}
                  onClick={() => acknowledge(provider)}
                >
                  Got it
                  <span className="visually-hidden">
                    , {provider.firstname} {provider.lastname} is on my team
                  </span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {links.switching && providers.length > 0 && (
        <CareTeamSwitch
          listVersion={listVersion}
          links={links.switching}
          onSwitched={() => onSwitched?.()}
        />
      )}
      {providers.length > 0 && (
        <Link to={links.findExpert} className="steps__link care-team__find">
          Find another expert
        </Link>
      )}
      {tip}
    </section>
  );
}
