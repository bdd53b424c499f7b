import {
  CRN_REGISTER_EMPTY_MESSAGE,
  CRN_REGISTER_MAX_ROWS,
  CRN_REGISTER_TOO_LONG_MESSAGE,
  CRN_SIGN_IN_FLAG,
  NOT_AN_INSURER_MESSAGE,
  parseCrnRegister,
  type CrnRegisterImport,
  type CrnRegisterProblem,
  type CrnRegisterRow,
  type CrnRegisterSummary,
} from '@kaizen/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { notFound, unprocessable } from '../../../lib/http-errors';
import { users } from '../../auth/tables';
import { organisations } from '../../organisations/tables';
import { crnRegisterImports, insurerCrns } from '../tables';

// The console's import of an insurer's CRN register (issue 10). The file is read row by row
// (contracts parseCrnRegister); good rows are added, a listed email changes only while no member
// has linked the CRN (or the member linked is that same email), and a CRN linked to a member
// under another email is reported, never overwritten: the link is the member's sign-in. Imports
// of one organisation run one at a time (its row is locked), so counts are exact and re-importing
// the same file adds and changes nothing. Each import writes a row of the import log.

/** Only insurers (feature flag crn_sign_in) have a register; others get 404 like a stranger. */
function requireInsurer(organisation: { featureFlags: Record<string, boolean> }) {
  if (organisation.featureFlags[CRN_SIGN_IN_FLAG] !== true) throw notFound(NOT_AN_INSURER_MESSAGE);
}

interface Existing {
  crn: string;
  email: string;
  linkedEmail: string | null;
}

function classify(rows: CrnRegisterRow[], existing: Map<string, Existing>) {
  const added: CrnRegisterRow[] = [];
  const updated: CrnRegisterRow[] = [];
  const conflicts: CrnRegisterProblem[] = [];
  let unchanged = 0;
  for (const row of rows) {
    const current = existing.get(row.crn);
    if (!current) added.push(row);
    else if (current.email === row.email) unchanged++;
    else if (current.linkedEmail === null || current.linkedEmail.toLowerCase() === row.email)
      updated.push(row);
    else
      conflicts.push({
        line: row.line,
        message: `Row ${row.line}: CRN ${row.crn} is linked to a member who signs in with another email; it was not changed.`,
      });
  }
  return { added, updated, unchanged, conflicts };
}

export async function importCrnRegister(
  db: Database,
  organisation: { id: number; featureFlags: Record<string, boolean> },
  input: { csv: string; by: number },
  now: Date,
): Promise<CrnRegisterImport> {
  requireInsurer(organisation);
  const { rows, problems } = parseCrnRegister(input.csv);
  if (rows.length > CRN_REGISTER_MAX_ROWS) throw unprocessable(CRN_REGISTER_TOO_LONG_MESSAGE);
  if (rows.length === 0 && problems.length === 0) throw unprocessable(CRN_REGISTER_EMPTY_MESSAGE);
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select 1 from ${organisations} where id = ${organisation.id} for update`);
    const current = rows.length
      ? await tx
          .select({ crn: insurerCrns.crn, email: insurerCrns.email, linkedEmail: users.email })
          .from(insurerCrns)
          .leftJoin(users, eq(users.id, insurerCrns.userId))
          .where(
            and(
              eq(insurerCrns.organisationId, organisation.id),
              inArray(
                insurerCrns.crn,
                rows.map((row) => row.crn),
              ),
            ),
          )
      : [];
    const result = classify(rows, new Map(current.map((row) => [row.crn, row])));
    if (result.added.length) {
      await tx.insert(insurerCrns).values(
        result.added.map((row) => ({
          organisationId: organisation.id,
          crn: row.crn,
          email: row.email,
          importedAt: now,
        })),
      );
    }
    if (result.updated.length) {
      // One statement for all changed rows: (crn, email) pairs joined as a VALUES list.
      const listed = sql.join(
        result.updated.map((row) => sql`(${row.crn}, ${row.email})`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${insurerCrns} set email = listed.email, imported_at = ${now}
        from (values ${listed}) as listed (crn, email)
        where ${insurerCrns.organisationId} = ${organisation.id} and ${insurerCrns.crn} = listed.crn`);
    }
    const summary = {
      added: result.added.length,
      updated: result.updated.length,
      unchanged: result.unchanged,
      conflicts: result.conflicts,
      problems,
    };
    await tx.insert(crnRegisterImports).values({
      organisationId: organisation.id,
      importedBy: input.by,
      importedAt: now,
      added: summary.added,
      updated: summary.updated,
      unchanged: summary.unchanged,
      conflicts: summary.conflicts.length,
      problems: problems.length,
    });
    return summary;
  });
}

const IMPORTS_SHOWN = 10;

/** The register's size and the latest imports; null for an organisation that is no insurer. */
export async function crnRegisterSummary(
  db: Database,
  organisation: { id: number; featureFlags: Record<string, boolean> },
): Promise<CrnRegisterSummary | null> {
  try {
    requireInsurer(organisation);
  } catch {
    return null;
  }
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      linked: sql<number>`count(${insurerCrns.userId})::int`,
    })
    .from(insurerCrns)
    .where(eq(insurerCrns.organisationId, organisation.id));
  const imports = await db
    .select({
      importedAt: crnRegisterImports.importedAt,
      firstname: users.firstname,
      lastname: users.lastname,
      added: crnRegisterImports.added,
      updated: crnRegisterImports.updated,
      unchanged: crnRegisterImports.unchanged,
      conflicts: crnRegisterImports.conflicts,
      problems: crnRegisterImports.problems,
    })
    .from(crnRegisterImports)
    .leftJoin(users, eq(users.id, crnRegisterImports.importedBy))
    .where(eq(crnRegisterImports.organisationId, organisation.id))
    .orderBy(desc(crnRegisterImports.id))
    .limit(IMPORTS_SHOWN);
  return {
    total: counts?.total ?? 0,
    linked: counts?.linked ?? 0,
    imports: imports.map(({ importedAt, firstname, lastname, ...row }) => ({
      ...row,
      imported_at: importedAt.toISOString(),
      imported_by: firstname === null ? null : `${firstname} ${lastname ?? ''}`.trim(),
    })),
  };
}
