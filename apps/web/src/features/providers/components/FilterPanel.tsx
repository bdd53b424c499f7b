import { useId, useState } from 'react';
import {
  CITY_CODES,
  CITY_NAMES,
  CONCERN_LABELS,
  CONCERN_TOPICS,
  GENDER_LABELS,
  GENDERS,
  LANGUAGE_LABELS,
  LANGUAGES,
  SESSION_KIND_LABELS,
  SESSION_KINDS,
  type CityCode,
  type Clinic,
  type SessionKind,
} from '@kaizen/contracts';
import { AVAILABILITY_OPTIONS, POPULAR_CONCERNS, PRICE_TIER_OPTIONS } from '../filter-options';
import type { ListingFilters } from '../listing-filters';
import { CheckboxGroup, RadioGroup } from '../../../components/forms/ChoiceGroup';

const choicesOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const LANGUAGE_CHOICES = choicesOf(LANGUAGES, LANGUAGE_LABELS);
const GENDER_CHOICES = choicesOf(GENDERS, GENDER_LABELS);
const KIND_CHOICES = choicesOf(SESSION_KINDS, SESSION_KIND_LABELS);
const PRICE_CHOICES = PRICE_TIER_OPTIONS.map((option) => ({
  value: option.tier,
  label: (
    <>
      <span className="price-symbol" aria-hidden="true">
        {option.symbol}
      </span>
      <span>
        {option.label}
        <span className="visually-hidden"> (up to tier {option.tier})</span>
      </span>
    </>
  ),
}));

/** The listing's filters: native controls in fieldsets, each change applied at once. */
export function FilterPanel({
  filters,
  clinics,
  onChange,
  sessionKinds,
}: {
  filters: ListingFilters;
  clinics: readonly Clinic[];
  onChange: (next: ListingFilters) => void;
  /** The session kinds a care plan covers (SPEC §3 cf configs); all when not given. */
  sessionKinds?: readonly SessionKind[];
}) {
  const [allConcerns, setAllConcerns] = useState(false);
  const cityId = useId();
  const withinId = useId();
  const set = (patch: Partial<ListingFilters>) => onChange({ ...filters, ...patch });

  const shownConcerns = CONCERN_TOPICS.filter(
    (topic) => allConcerns || POPULAR_CONCERNS.includes(topic) || filters.concerns.includes(topic),
  );
  const city = filters.city[0];
  const cityClinics = clinics.filter((clinic) => clinic.city === city);
  const cities = CITY_CODES.filter((code) => clinics.some((clinic) => clinic.city === code));

  const chooseCity = (code: CityCode | undefined) => {
    const keep = new Set(clinics.filter((clinic) => clinic.city === code).map((c) => c.id));
    set({
      city: code ? [code] : [],
      ih_clinic_ids: filters.ih_clinic_ids.filter((id) => keep.has(id)),
    });
  };

  return (
    <div className="filter-panel">
      <CheckboxGroup
        look="list"
        legend="Languages"
        columns
        name="languages"
        options={LANGUAGE_CHOICES}
        selected={filters.languages}
        onChange={(languages) => set({ languages })}
      />
      <CheckboxGroup
        look="list"
        legend="Concerns"
        name="concerns"
        options={shownConcerns.map((topic) => ({ value: topic, label: CONCERN_LABELS[topic] }))}
        selected={filters.concerns}
        onChange={(concerns) => set({ concerns })}
      >
        <button
          type="button"
          className="link-button"
          aria-expanded={allConcerns}
          onClick={() => setAllConcerns((open) => !open)}
        >
          {allConcerns ? 'Show fewer concerns' : `Show all ${CONCERN_TOPICS.length} concerns`}
        </button>
      </CheckboxGroup>
      <RadioGroup
        look="list"
        legend="Budget per session"
        hint="Each level includes the more affordable ones."
        name="max_price_tier"
        anyLabel="Any budget"
        options={PRICE_CHOICES}
        selected={filters.max_price_tier}
        onChange={(max_price_tier) => set({ max_price_tier })}
      />
      <div className="filter-group">
        <label className="filter-group__legend" htmlFor={withinId}>
          Available
        </label>
        <select
          id={withinId}
          className="filter-select"
          value={filters.available_within_days ?? ''}
          onChange={(event) =>
            set({ available_within_days: Number(event.target.value) || undefined })
          }
        >
          <option value="">Any time</option>
          {AVAILABILITY_OPTIONS.map((option) => (
            <option key={option.days} value={option.days}>
              {option.label}
            </option>
          ))}
          {filters.available_within_days &&
            !AVAILABILITY_OPTIONS.some((o) => o.days === filters.available_within_days) && (
              <option value={filters.available_within_days}>
                Within {filters.available_within_days} days
              </option>
            )}
        </select>
      </div>
      <CheckboxGroup
        look="list"
        legend="Session type"
        columns
        name="session_kinds"
        options={
          sessionKinds
            ? KIND_CHOICES.filter((choice) => sessionKinds.includes(choice.value))
            : KIND_CHOICES
        }
        selected={filters.session_kinds}
        onChange={(session_kinds) => set({ session_kinds })}
      />
      <CheckboxGroup
        look="list"
        legend="Expert's gender"
        name="gender"
        options={GENDER_CHOICES}
        selected={filters.gender}
        onChange={(gender) => set({ gender })}
      />
      {cities.length > 0 && (
        <div className="filter-group">
          <label className="filter-group__legend" htmlFor={cityId}>
            In-person clinic
          </label>
          <select
            id={cityId}
            className="filter-select"
            value={city ?? ''}
            onChange={(event) => chooseCity(CITY_CODES.find((code) => code === event.target.value))}
          >
            <option value="">Any city, or online</option>
            {cities.map((code) => (
              <option key={code} value={code}>
                {CITY_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
      )}
      {city && cityClinics.length > 0 && (
        <CheckboxGroup
          look="list"
          legend={`Clinics in ${CITY_NAMES[city]}`}
          name="ih_clinic_ids"
          options={cityClinics.map((clinic) => ({ value: clinic.id, label: clinic.centre_name }))}
          selected={filters.ih_clinic_ids}
          onChange={(ih_clinic_ids) => set({ ih_clinic_ids })}
        />
      )}
    </div>
  );
}
