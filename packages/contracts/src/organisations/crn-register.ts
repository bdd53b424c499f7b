import { z } from '../zod';
import { CRN_PATTERN } from './partners';

// The insurer's CRN register import (issue 10; /org-admin): a CSV of customer reference number
// and the email the insurer holds for that customer. Read row by row here (the web previews the
// same result the API acts on); rows with a problem are reported by row number and not imported.

export const CRN_REGISTER_MAX_ROWS = 5000;
/** Characters of CSV text accepted in one import (about 5,000 rows). */
export const CRN_REGISTER_MAX_CHARS = 400_000;
export const CRN_REGISTER_EMPTY_MESSAGE = 'The file has no rows with a CRN and an email address.';
export const CRN_REGISTER_TOO_LONG_MESSAGE = `Import at most ${CRN_REGISTER_MAX_ROWS} rows at a time.`;
/** The organisation feature flag (SPEC §3 feature_flags) of insurers whose customers use CRNs. */
export const CRN_SIGN_IN_FLAG = 'crn_sign_in';
export const NOT_AN_INSURER_MESSAGE =
  'Your organisation does not sign its customers in with customer reference numbers (CRNs).';

export interface CrnRegisterRow {
  /** 1-based line of the file, as a spreadsheet numbers it. */
  line: number;
  crn: string;
  email: string;
}
export interface CrnRegisterProblem {
  line: number;
  message: string;
}

const emailSchema = z.email();
const unquote = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

/** Column positions from a header row ("crn,email" in any order), or null when it is data. */
function headerColumns(cells: string[]): { crn: number; email: number } | null {
  const names = cells.map((cell) => cell.toLowerCase());
  const crn = names.findIndex((name) => name === 'crn' || name.includes('customer'));
  const email = names.findIndex((name) => name.includes('email') || name.includes('e-mail'));
  return crn >= 0 && email >= 0 && crn !== email ? { crn, email } : null;
}

/**
 * The rows of a register CSV: CRN and email per line (comma, semicolon or tab), an optional
 * header naming the columns, blank lines skipped. A CRN or email listed twice is a problem on its
 * second row: one customer, one CRN (the database links at most one CRN per account).
 */
export function parseCrnRegister(text: string): {
  rows: CrnRegisterRow[];
  problems: CrnRegisterProblem[];
} {
  const rows: CrnRegisterRow[] = [];
  const problems: CrnRegisterProblem[] = [];
  const crnLines = new Map<string, number>();
  const emailLines = new Map<string, number>();
  let columns = { crn: 0, email: 1 };
  let sawData = false;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const cells = raw.split(/[,;\t]/).map(unquote);
    if (!sawData) {
      const header = headerColumns(cells);
      sawData = true;
      if (header) {
        columns = header;
        return;
      }
    }
    const problem = (message: string) =>
      problems.push({ line, message: `Row ${line}: ${message}` });
    const crn = cells[columns.crn] ?? '';
    const email = (cells[columns.email] ?? '').toLowerCase();
    if (cells.filter((cell) => cell !== '').length !== 2)
      return problem('expected two values, the CRN and the email address.');
    if (!CRN_PATTERN.test(crn))
      return problem(`'${crn.slice(0, 70)}' is not a CRN (letters, digits, - and _, up to 64).`);
    if (email.length > 320 || !emailSchema.safeParse(email).success)
      return problem(`'${email.slice(0, 70)}' is not an email address.`);
    const crnLine = crnLines.get(crn);
    if (crnLine) return problem(`CRN ${crn} is already listed on row ${crnLine}.`);
    const emailLine = emailLines.get(email);
    if (emailLine) return problem(`${email} already has a CRN on row ${emailLine}.`);
    crnLines.set(crn, line);
    emailLines.set(email, line);
    rows.push({ line, crn, email });
  });
  return { rows, problems };
}

export const crnRegisterImportRequestSchema = z.object({
  csv: z
    .string()
    .min(1, CRN_REGISTER_EMPTY_MESSAGE)
    .max(CRN_REGISTER_MAX_CHARS, CRN_REGISTER_TOO_LONG_MESSAGE),
});

const problemSchema = z.object({ line: z.number().int(), message: z.string() });

/** What one import did; re-importing the same file adds and changes nothing. */
export const crnRegisterImportSchema = z.object({
  added: z.number().int(),
  /** Listed emails changed on CRNs no member has linked yet. */
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** CRNs linked to a member under another email: reported, never overwritten. */
  conflicts: z.array(problemSchema),
  /** Rows that could not be read (not imported). */
  problems: z.array(problemSchema),
});
export type CrnRegisterImport = z.infer<typeof crnRegisterImportSchema>;
export const crnRegisterImportResponseSchema = z.object({ data: crnRegisterImportSchema });

/** GET /org-admin/crn_register: the register's size and its latest imports (the import log). */
export const crnRegisterSummarySchema = z.object({
  total: z.number().int(),
  linked: z.number().int(),
  imports: z.array(
    z.object({
      imported_at: z.string(),
      imported_by: z.string().nullable(),
      added: z.number().int(),
      updated: z.number().int(),
      unchanged: z.number().int(),
      conflicts: z.number().int(),
      problems: z.number().int(),
    }),
  ),
});
export type CrnRegisterSummary = z.infer<typeof crnRegisterSummarySchema>;
/** null when the organisation is not an insurer (no CRN register in its console). */
export const crnRegisterSummaryResponseSchema = z.object({
  data: crnRegisterSummarySchema.nullable(),
});

/** "12 added, 1 updated, 30 unchanged": the console's line after an import. */
export const crnImportSummary = (
  result: Pick<CrnRegisterImport, 'added' | 'updated' | 'unchanged'>,
) => `${result.added} added, ${result.updated} updated, ${result.unchanged} unchanged`;
