import {
  CONCERN_LABELS,
  CONCERN_TOPICS,
  LANGUAGE_LABELS,
  LANGUAGES,
  providerTypeLabel,
  type ProviderCard,
  type SwitchableProviderType,
} from '@kaizen/contracts';
import { useState } from 'react';
import { Button } from '../../../../components/Button';
import { RadioGroup } from '../../../../components/forms/ChoiceGroup';
import { LoadError } from '../../../../components/LoadError';
import { SelectField } from '../../../../components/forms/SelectField';
import { Spinner } from '../../../../components/Spinner';
import { ProviderAvatar } from '../../../../entities/provider/ProviderAvatar';
import type { SwitchParty } from '../../provider-switch-slice';
import { useCandidatePages } from './use-candidate-pages';

const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));
const CONCERN_OPTIONS = CONCERN_TOPICS.map((value) => ({ value, label: CONCERN_LABELS[value] }));
const PAGE = 12;

/** The directory query of the switch: this type, the filters chosen, best fit first. */
export function switchSearch(type: SwitchableProviderType, language: string, concern: string) {
  const query = new URLSearchParams({ type, sort: 'relevance', limit: String(PAGE) });
  if (language) query.set('languages', language);
  if (concern) query.set('concerns', concern);
  return query.toString();
}

/**
 * SPEC §3 selectedProvider: a new expert of the same type from the directory (its language and
 * concern filters), never someone the person is already with.
 */
export function ChooseProviderStep({
  type,
  exclude,
  initial,
  onBack,
  onNext,
}: {
  type: SwitchableProviderType;
  exclude: Set<string>;
  initial: SwitchParty | null;
  onBack: () => void;
  onNext: (provider: SwitchParty) => void;
}) {
  const [language, setLanguage] = useState('');
  const [concern, setConcern] = useState('');
  const [picked, setPicked] = useState<SwitchParty | null>(initial);
  const { pages, loadMore, retry } = useCandidatePages(switchSearch(type, language, concern));
  const kind = providerTypeLabel(type).toLowerCase();
  const candidates: ProviderCard[] =
    pages.status === 'ready'
      ? pages.providers.filter(
          (provider) => provider.provider_type === type && !exclude.has(provider.uuid),
        )
      : [];

  return (
    <>
      <div className="provider-switch__filters">
        <SelectField
          label="Language"
          placeholder="Any language"
          options={LANGUAGE_OPTIONS}
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
        />
        <SelectField
          label="Concern"
          placeholder="Any concern"
          options={CONCERN_OPTIONS}
          value={concern}
          onChange={(event) => setConcern(event.target.value)}
        />
      </div>
      {pages.status === 'error' ? (
        <LoadError title="We could not load experts" messages={pages.messages} onRetry={retry} />
      ) : pages.status === 'loading' ? (
        <p role="status">
          <Spinner size="sm" /> Finding experts…
        </p>
      ) : candidates.length === 0 && !pages.next ? (
        <p role="status">No other {kind} matches these filters. Try another language or concern.</p>
      ) : (
        <RadioGroup
          name="switch-new-provider"
          legend={`Your new ${kind}`}
          look="cards"
          options={candidates.map((provider) => ({
            value: provider.uuid,
            label: (
              <span className="provider-switch__candidate">
                <ProviderAvatar
                  photoUrl={provider.photo_url}
                  firstname={provider.firstname}
                  lastname={provider.lastname}
                  size="sm"
                />
                {provider.firstname} {provider.lastname}
              </span>
            ),
            hint: `${provider.years_of_experience} years · ${provider.languages
              .map((code) => LANGUAGE_LABELS[code])
              .join(', ')}`,
          }))}
          selected={picked?.uuid}
          onChange={(uuid) => {
            const provider = candidates.find((candidate) => candidate.uuid === uuid);
            if (provider) {
              setPicked({
                uuid: provider.uuid,
                firstname: provider.firstname,
                lastname: provider.lastname,
              });
            }
          }}
        />
      )}
      {pages.status === 'ready' && pages.next && (
        <Button variant="ghost" loading={pages.more} onClick={() => void loadMore()}>
          Show more experts
        </Button>
      )}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button disabled={!picked} onClick={() => picked && onNext(picked)}>
          Continue
        </Button>
      </div>
    </>
  );
}
