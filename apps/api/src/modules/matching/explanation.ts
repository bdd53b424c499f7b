import {
  CITY_NAMES,
  URGENCY_WINDOW_DAYS,
  type MatchingAnswers,
  type ConcernTopic,
  type Language,
} from '@kaizen/contracts';

// The one line under each match saying why it matched, from the reasons the ranking used:
// "Speaks Hindi · 8 years of experience · Anxiety, Stress".

const SEPARATOR = ' · ';
/** More concerns than this make the line too long for a card; the first ones are the person's. */
const MAX_CONCERNS_SHOWN = 3;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** What the explanation needs to know about a ranked provider. */
interface MatchReasons {
  languages: readonly Language[];
  concerns: readonly ConcernTopic[];
  yearsOfExperience: number;
  /** Bookable within the urgency window of the answers. */
  withinWindow: boolean;
}

export function explainMatch(provider: MatchReasons, answers: MatchingAnswers): string {
  // In the order the person gave them: their first choices lead.
  const languages = answers.languages.filter((language) => provider.languages.includes(language));
  const concerns = answers.concerns.filter((concern) => provider.concerns.includes(concern));
  const years = provider.yearsOfExperience;
  const windowDays = URGENCY_WINDOW_DAYS[answers.urgency];
  const parts = [
    languages.length > 0 ? `Speaks ${languages.map(capitalise).join(', ')}` : null,
    years > 0 ? `${years} ${years === 1 ? 'year' : 'years'} of experience` : null,
    concerns.length > 0 ? concerns.slice(0, MAX_CONCERNS_SHOWN).map(capitalise).join(', ') : null,
    answers.session_kind === 'offline' && answers.city
      ? `Clinic in ${CITY_NAMES[answers.city]}`
      : null,
    provider.withinWindow && windowDays !== null ? `Available within ${windowDays} days` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(SEPARATOR) : 'Matches your answers';
}
