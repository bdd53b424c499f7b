import { UI_CONFIG_DEFAULT_STATUS, type UiConfigKey } from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uiConfigFlags } from './tables';

// UI-config flags of the signed-in user (SPEC §4: the new-profile modal and tooltip show until
// their flag is set false).

interface UiConfigFlag {
  config_key: UiConfigKey;
  status: boolean;
}

export async function readUiConfig(
  db: Database,
  userId: number,
  key: UiConfigKey,
): Promise<UiConfigFlag> {
  const [row] = await db
    .select({ status: uiConfigFlags.status })
    .from(uiConfigFlags)
    .where(and(eq(uiConfigFlags.userId, userId), eq(uiConfigFlags.configKey, key)));
  return { config_key: key, status: row?.status ?? UI_CONFIG_DEFAULT_STATUS };
}

export async function writeUiConfig(
  db: Database,
  userId: number,
  flag: UiConfigFlag,
  now: Date,
): Promise<UiConfigFlag> {
  await db
    .insert(uiConfigFlags)
    .values({ userId, configKey: flag.config_key, status: flag.status, updatedAt: now })
    .onConflictDoUpdate({
      target: [uiConfigFlags.userId, uiConfigFlags.configKey],
      set: { status: flag.status, updatedAt: now },
    });
  return flag;
}
