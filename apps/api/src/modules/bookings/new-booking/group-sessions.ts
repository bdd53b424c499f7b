import { PROVIDER_NOT_FOUND_MESSAGE, type GroupSession } from '@kaizen/contracts';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/http-errors';
import { findProviderByUuid, offeredSessionKind } from '../../providers/service';
import { openGroupSessions } from '../queries';

/**
 * GET /api/providers/{uuid}/group_sessions: running group sessions with seats left, which the
 * booking page offers next to the free group slots (a running session's time is no slot).
 */
export async function listOpenGroupSessions(
  db: Database,
  providerUuid: string,
  range: { from: Date; to: Date },
  now: Date,
): Promise<GroupSession[]> {
  const provider = await findProviderByUuid(db, providerUuid);
  if (!provider) throw notFound(PROVIDER_NOT_FOUND_MESSAGE);
  const kind = await offeredSessionKind(db, provider.id, 'group');
  if (!kind) return [];
  const from = range.from > now ? range.from : now;
  const sessions = await openGroupSessions(db, provider.id, { from, to: range.to });
  return sessions.map((session) => ({
    id: session.uuid,
    starts_at: session.startsAt.toISOString(),
    ends_at: session.endsAt.toISOString(),
    capacity: session.capacity,
    seats_left: session.capacity - session.seatsTaken,
    price: kind.price,
    currency: kind.currency,
  }));
}
