import { CITY_NAMES, LANGUAGE_LABELS, type MatchingAnswers } from '@kaizen/contracts';

// When no expert fits every answer, say which answers narrow the search most, in the order most
// likely to help: who speaks the language, where, how soon, then budget and gender.

export function relaxSuggestions(answers: MatchingAnswers): string[] {
  const suggestions: string[] = [];
  const onlyOther = answers.languages.length > 0 && !answers.languages.includes('english');
  if (onlyOther) {
    const names = answers.languages.map((language) => LANGUAGE_LABELS[language]).join(' or ');
    suggestions.push(`Add English to ${names}: most experts work in more than one language.`);
  }
  if (answers.session_kind === 'offline' && answers.city) {
    suggestions.push(
      `Choose video sessions as well as in person: few clinics in ${CITY_NAMES[answers.city]} fit every answer.`,
    );
  }
  if (answers.urgency !== 'flexible') {
    suggestions.push('Be flexible about when: some good fits are booked for the next few days.');
  }
  if (answers.max_price_tier !== undefined && answers.max_price_tier < 5) {
    suggestions.push('Allow a higher fee level.');
  }
  if (answers.gender_preference !== 'any') {
    suggestions.push('Choose “No preference” for the expert’s gender.');
  }
  if (answers.concerns.length > 3) {
    suggestions.push('Keep the two or three concerns that matter most right now.');
  }
  return suggestions;
}
