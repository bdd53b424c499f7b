import type { CrisisLines } from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { crisisLines } from './tables';

/** The numbers the safety screen shows when an organisation has none of its own (config). */
export interface CrisisLineDefaults {
  CRISIS_HELPLINE_LABEL: string;
  CRISIS_HELPLINE_NUMBER: string;
  EMERGENCY_LABEL: string;
  EMERGENCY_NUMBER: string;
}

const defaultCrisisLines = (config: CrisisLineDefaults): CrisisLines => ({
  helpline: { label: config.CRISIS_HELPLINE_LABEL, number: config.CRISIS_HELPLINE_NUMBER },
  emergency: { label: config.EMERGENCY_LABEL, number: config.EMERGENCY_NUMBER },
});

/** The person's organisation's numbers, else the defaults. */
export async function crisisLinesFor(
  db: Database,
  organisationId: number | null,
  config: CrisisLineDefaults,
): Promise<CrisisLines> {
  if (organisationId === null) return defaultCrisisLines(config);
  const [row] = await db
    .select()
    .from(crisisLines)
    .where(eq(crisisLines.organisationId, organisationId));
  if (!row) return defaultCrisisLines(config);
  return {
    helpline: { label: row.helplineLabel, number: row.helplineNumber },
    emergency: { label: row.emergencyLabel, number: row.emergencyNumber },
  };
}

export async function saveCrisisLines(
  db: Database,
  organisationId: number,
  lines: CrisisLines,
  now: Date,
): Promise<void> {
  const values = {
    helplineLabel: lines.helpline.label,
    helplineNumber: lines.helpline.number,
    emergencyLabel: lines.emergency.label,
    emergencyNumber: lines.emergency.number,
    updatedAt: now,
  };
  await db
    .insert(crisisLines)
    .values({ organisationId, ...values })
    .onConflictDoUpdate({ target: crisisLines.organisationId, set: values });
}
