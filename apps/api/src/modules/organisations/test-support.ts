import type { Database } from '../../db/client';
import { organisations } from './tables';
import type { NewOrganisation, OrganisationRow } from './queries';

let counter = 0;

/** An organisation with a short code and name no other test (or earlier run) has used. */
export async function createTestOrganisation(
  db: Database,
  overrides: Partial<NewOrganisation> = {},
): Promise<OrganisationRow> {
  counter += 1;
  const shortCode = `t${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  const [row] = await db
    .insert(organisations)
    .values({ shortCode, name: `Org ${shortCode.toUpperCase()}`, ...overrides })
    .returning();
  if (!row) throw new Error('organisation insert returned nothing');
  return row;
}
