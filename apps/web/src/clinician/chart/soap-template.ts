// The optional SOAP structure for the private note: a button adds the four headings; the note
// stays free text (autosaved like any other change).

export const SOAP_TEMPLATE = 'Subjective:\n\nObjective:\n\nAssessment:\n\nPlan:\n';

/** The headings after what is already written (a blank line between), or alone in an empty note. */
export const withSoapTemplate = (text: string): string =>
  text.trim() === '' ? SOAP_TEMPLATE : `${text.replace(/\s*$/, '')}\n\n${SOAP_TEMPLATE}`;
