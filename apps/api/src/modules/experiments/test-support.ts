import { ADMIN_TOKEN_HEADER } from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { users } from '../auth/tables';

export const EXPERIMENT_TEST_ADMIN_TOKEN = 'experiment-tests-admin-token-0123456789';

let counter = 0;
/** An experiment name no other test (or earlier run on the same server) has used. */
export const uniqueExperimentName = () =>
  `test_${Date.now().toString(36)}_${(counter += 1)}_${Math.random().toString(36).slice(2, 6)}`;

export async function defineTestExperiment(
  app: App,
  variants: { name: string; weight: number }[],
  name = uniqueExperimentName(),
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/experiments',
    headers: { [ADMIN_TOKEN_HEADER]: EXPERIMENT_TEST_ADMIN_TOKEN },
    payload: { name, variants },
  });
  if (response.statusCode !== 201) throw new Error(`define: ${response.body}`);
  return name;
}

/** What the realtime tree needs to address a person's subtree. */
export async function participantOf(app: App, userId: number) {
  const [row] = await app.db
    .select({ id: users.id, uuid: users.uuid, firebaseid: users.firebaseid })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}

export const assign = (
  app: App,
  session: Record<string, string>,
  name: string,
  body: Record<string, unknown> = {},
) =>
  app.inject({
    method: 'POST',
    url: `/api/customers/experiments/${name}`,
    headers: session,
    payload: body,
  });
