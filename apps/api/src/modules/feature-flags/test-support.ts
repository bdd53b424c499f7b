import { ADMIN_TOKEN_HEADER } from '@kaizen/contracts';
import type { App } from '../../app';

export const FLAG_TEST_ADMIN_TOKEN = 'feature-flag-tests-admin-token-0123456789';

/** Sets an organisation's override of a flag the way an operator does. */
export async function overrideFlag(
  app: App,
  adminToken: string,
  change: { flag: string; shortCode: string; enabled: boolean },
): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/admin/feature-flags/${change.flag}/organisations/${change.shortCode}`,
    headers: { [ADMIN_TOKEN_HEADER]: adminToken },
    payload: { enabled: change.enabled },
  });
  if (response.statusCode !== 200) {
    throw new Error(`override refused: ${response.statusCode} ${response.body}`);
  }
}
