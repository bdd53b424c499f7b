import {
  CITY_CODES,
  CITY_NAMES,
  CONCERN_LABELS,
  CONCERN_TOPICS,
  GENDER_LABELS,
  LANGUAGE_LABELS,
  LANGUAGES,
  PRICE_TIERS,
  SESSION_KIND_LABELS,
  type CityCode,
  type GenderPreference,
  type MatchingAnswers,
} from '@kaizen/contracts';
import { URGENCY_OPTIONS } from '../copy';
import type { StepId } from '../steps';
import {
  CheckboxGroup,
  RadioGroup,
  type ChoiceOption,
} from '../../../components/forms/ChoiceGroup';

const ANY = 'any' as const;

const concernOptions = CONCERN_TOPICS.map((topic) => ({
  value: topic,
  label: CONCERN_LABELS[topic],
}));
const languageOptions = LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_LABELS[language],
}));
const genderOptions: ChoiceOption<GenderPreference>[] = [
  { value: ANY, label: 'No preference' },
  ...(['female', 'male', 'other'] as const).map((gender) => ({
    value: gender,
    label: GENDER_LABELS[gender],
  })),
];
/** Levels 1 to 4 as a cap; level 5 is the top, so "any fee" covers it. */
const budgetOptions: ChoiceOption<string>[] = [
  { value: ANY, label: 'Any fee', hint: 'Show me every fee level' },
  ...PRICE_TIERS.slice(0, -1).map((tier) => ({
    value: String(tier),
    label: (
      <>
        <span className="choice__symbol" aria-hidden="true">
          {'₹'.repeat(tier)}
        </span>{' '}
        {tier === 1 ? 'Fee level 1' : `Up to fee level ${tier}`}
      </>
    ),
    hint: tier === 1 ? 'The most affordable' : `Levels 1 to ${tier} of 5`,
  })),
];
const sessionOptions = [
  { value: 'tele', label: SESSION_KIND_LABELS.tele, hint: 'From home or anywhere private' },
  { value: 'offline', label: SESSION_KIND_LABELS.offline, hint: 'At a clinic near you' },
  { value: ANY, label: 'Either is fine', hint: 'Widest choice of experts' },
];
const cityOptions = CITY_CODES.map((code) => ({ value: code, label: CITY_NAMES[code] }));

const isCity = (value: string): value is CityCode =>
  (CITY_CODES as readonly string[]).includes(value);

/** The inputs of one step; changes go up as a patch of the answers. */
export function StepFields({
  step,
  answers,
  onChange,
}: {
  step: StepId;
  answers: MatchingAnswers;
  onChange: (patch: Partial<MatchingAnswers>) => void;
}) {
  switch (step) {
    case 'concerns':
      return (
        <CheckboxGroup
          look="chips"
          name="concerns"
          options={concernOptions}
          selected={answers.concerns}
          onChange={(concerns) => onChange({ concerns })}
        />
      );
    case 'languages':
      return (
        <CheckboxGroup
          look="chips"
          name="languages"
          options={languageOptions}
          selected={answers.languages}
          onChange={(languages) => onChange({ languages })}
        />
      );
    case 'gender':
      return (
        <RadioGroup
          look="cards"
          name="gender_preference"
          options={genderOptions}
          selected={answers.gender_preference}
          onChange={(gender_preference) => onChange({ gender_preference })}
        />
      );
    case 'budget':
      return (
        <RadioGroup
          look="cards"
          name="max_price_tier"
          options={budgetOptions}
          selected={answers.max_price_tier === undefined ? ANY : String(answers.max_price_tier)}
          onChange={(value) =>
            onChange({ max_price_tier: PRICE_TIERS.find((tier) => String(tier) === value) })
          }
        />
      );
    case 'session':
      return (
        <>
          <RadioGroup
            look="cards"
            name="session_kind"
            options={sessionOptions}
            selected={answers.session_kind ?? ANY}
            onChange={(value) =>
              onChange(
                value === 'tele' || value === 'offline'
                  ? { session_kind: value }
                  : { session_kind: undefined, city: undefined },
              )
            }
          />
          {answers.session_kind === 'offline' && (
            <fieldset className="match-step__sub">
              <legend className="match-step__sub-legend">Which city?</legend>
              <RadioGroup
                name="city"
                look="chips"
                options={cityOptions}
                selected={answers.city ?? ''}
                onChange={(value) => onChange({ city: isCity(value) ? value : undefined })}
              />
            </fieldset>
          )}
        </>
      );
    case 'urgency':
      return (
        <RadioGroup
          look="cards"
          name="urgency"
          options={URGENCY_OPTIONS}
          selected={answers.urgency}
          onChange={(urgency) => onChange({ urgency })}
        />
      );
  }
}
