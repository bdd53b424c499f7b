import { matchingProviderTypeSchema, webPaths, type ProviderType } from '@kaizen/contracts';

// Where the questionnaire lives (issue 3): /therapy-psychiatry/match/:type and its results.

/** The kinds of care a questionnaire is offered for. */
export const QUESTIONNAIRE_TYPES = ['therapy', 'psychiatry', 'couples'] as const;
export type QuestionnaireType = (typeof QUESTIONNAIRE_TYPES)[number];

export const FIND_EXPERT_PATH = webPaths.therapyPsychiatry;

export const questionnairePath = (type: QuestionnaireType) => webPaths.match(type);
export const resultsPath = (type: QuestionnaireType) => webPaths.matchResults(type);
/** The expert profile page (feature providers). */
export const expertProfilePath = (uuid: string) => webPaths.expert(uuid);

const isQuestionnaireType = (type: ProviderType): type is QuestionnaireType =>
  (QUESTIONNAIRE_TYPES as readonly string[]).includes(type);

/** The :type of the address, SPEC §3 aliases accepted (therapist → therapy); null if none. */
export function questionnaireTypeFrom(raw: string | undefined): QuestionnaireType | null {
  const parsed = matchingProviderTypeSchema.safeParse(raw ?? '');
  return parsed.success && isQuestionnaireType(parsed.data) ? parsed.data : null;
}
