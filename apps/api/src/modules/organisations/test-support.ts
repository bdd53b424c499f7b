import type { App } from '../../app';
import type { Database } from '../../db/client';
import { createInvitation } from './membership/membership';
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

/** Makes a signed-in user a member the way people become one: an invitation link, accepted. */
export async function joinByInvitation(
  app: App,
  session: Record<string, string>,
  shortCode: string,
): Promise<void> {
  const { url } = await createInvitation(
    app.db,
    { shortCode, expiresInDays: 1 },
    app.config.PUBLIC_URL,
    app.clock.now(),
  );
  const invitation = new URL(url).searchParams.get('invitation') ?? '';
  const joined = await app.inject({
    method: 'POST',
    url: '/api/customers/organisation/join',
    headers: session,
    payload: { invitation },
  });
  if (joined.statusCode !== 200) throw new Error(`joining failed: ${joined.body}`);
}

/** Calls the organisation console's API (/api/org-admin...) as someone. */
export const consoleCaller =
  (app: () => App) =>
  (
    user: { session: Record<string, string> },
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app().inject({
      method,
      url: `/api/org-admin${url}`,
      headers: user.session,
      ...(payload ? { payload } : {}),
    });
