import { matchingProviderTypeSchema, type ProviderType } from '@kaizen/contracts';

// Where the questionnaire lives (issue 3): /therapy-psychiatry/match/:type and its results.

/** The kinds of care a questionnaire is offered for. */
export const QUESTIONNAIRE_TYPES = ['therapy', 'psychiatry', 'couples'] as const;
export type QuestionnaireType = (typeof QUESTIONNAIRE_TYPES)[number];

const MATCH_BASE = '/therapy-psychiatry/match';
export const FIND_EXPERT_PATH = '/therapy-psychiatry/';

export const questionnairePath = (type: QuestionnaireType) => `${MATCH_BASE}/${type}`;
export const resultsPath = (type: QuestionnaireType) => `${MATCH_BASE}/${type}/results`;
/** The expert profile page (feature providers). */
export const expertProfilePath = (uuid: string) => `/therapy-psychiatry/experts/${uuid}`;

const isQuestionnaireType = (type: ProviderType): type is QuestionnaireType =>
  (QUESTIONNAIRE_TYPES as readonly string[]).includes(type);

/** The :type of the address, SPEC §3 aliases accepted (therapist → therapy); null if none. */
export function questionnaireTypeFrom(raw: string | undefined): QuestionnaireType | null {
  const parsed = matchingProviderTypeSchema.safeParse(raw ?? '');
  return parsed.success && isQuestionnaireType(parsed.data) ? parsed.data : null;
}
