import { createDeviceSessions, type DeviceSession } from '../lib/sessions';

// Booking throughput and the same-slot burst (issue 4), over HTTP against the built API. Plain
// fetch workers, not autocannon: every booking needs its own slot and idempotency key, and each
// device sends its rotated token back (SPEC §4).
//
// The throughput load is WORKERS people, each booking one slot after another as a person would,
// over slots taken in turn from different providers. Until 2026-11-27 the workers were ten
// devices each of two people, over slots grouped by provider: a person's bookings are ordered by
// a lock (bookings/new-booking/overlaps.ts) and a provider's by another, so that load measured two queues of
// ten bookings each, not the latency of a booking (docs/PERFORMANCE.md has both figures).

export interface BookingBenchResults {
  throughput: {
    name: string;
    bookings: number;
    seconds: number;
    perSecond: number;
    p50Ms: number;
    p99Ms: number;
    statuses: Record<string, number>;
  };
  burst: { name: string; created: number; conflicts: number; serverErrors: number; other: number };
}

const WORKERS = 20;
const BOOKINGS = 400;
const BURST = 50;

interface Target {
  provider_uuid: string;
  kind: 'tele';
  starts_at: string;
}

/** Distinct free slots: the first tele slots of the first providers of the directory. */
async function freeSlots(baseUrl: string, wanted: number): Promise<Target[]> {
  const byProvider: Target[][] = [];
  let cursor: string | null = null;
  const from = new Date(Date.now() + 26 * 3600_000); // past any provider's minimum notice
  const to = new Date(from.getTime() + 14 * 24 * 3600_000);
  while (byProvider.flat().length < wanted) {
    const page = (await (
      await fetch(
        `${baseUrl}/api/providers?session_kinds=tele&limit=50${cursor ? `&cursor=${cursor}` : ''}`,
      )
    ).json()) as { data: { providers: { uuid: string }[]; next_cursor: string | null } };
    for (const provider of page.data.providers) {
      const slots = (await (
        await fetch(
          `${baseUrl}/api/providers/${provider.uuid}/slots?kind=tele&from=${from.toISOString()}&to=${to.toISOString()}`,
        )
      ).json()) as { data?: { slots: string[] } };
      // Every third slot: a booking blocks its neighbours through the provider's buffer.
      const starts = (slots.data?.slots ?? []).filter((_, i) => i % 3 === 0).slice(0, 8);
      byProvider.push(
        starts.map((start) => ({ provider_uuid: provider.uuid, kind: 'tele', starts_at: start })),
      );
    }
    cursor = page.data.next_cursor;
    if (!cursor) break;
  }
  // In turn: the first slot of every provider, then the second of every provider, and so on.
  const rounds = Math.max(0, ...byProvider.map((slots) => slots.length));
  const targets: Target[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const slots of byProvider) {
      const target = slots[round];
      if (target) targets.push(target);
    }
  }
  return targets.slice(0, wanted);
}

let keys = 0;
async function book(baseUrl: string, session: DeviceSession, target: Target) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/customers/bookings`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      platform: 'kaizen',
      'idempotency-key': `bench-${Date.now()}-${(keys += 1)}`,
      ...session,
    },
    body: JSON.stringify(target),
  });
  await response.arrayBuffer();
  const token = response.headers.get('access-token');
  if (token) session['access-token'] = token;
  return { status: response.status, ms: performance.now() - started };
}

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

export async function benchBookings(baseUrl: string): Promise<BookingBenchResults> {
  const people = await createDeviceSessions(baseUrl, WORKERS, 1);
  const burstDevices = await createDeviceSessions(baseUrl, Math.ceil(BURST / 10), 10);
  const targets = await freeSlots(baseUrl, BOOKINGS + 1);
  const burstTarget = targets.pop();
  if (!burstTarget) throw new Error('no free slot for the booking bench');

  const queue = [...targets];
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const began = performance.now();
  await Promise.all(
    people.map(async (session) => {
      for (let target = queue.shift(); target; target = queue.shift()) {
        const result = await book(baseUrl, session, target);
        latencies.push(result.ms);
        statuses[result.status] = (statuses[result.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);

  const burst = await Promise.all(
    burstDevices.slice(0, BURST).map((session) => book(baseUrl, session, burstTarget)),
  );
  return {
    throughput: {
      name: `POST /api/customers/bookings, ${targets.length} distinct slots, ${WORKERS} people`,
      bookings: targets.length,
      seconds: Number(seconds.toFixed(2)),
      perSecond: Math.round(targets.length / seconds),
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      statuses,
    },
    burst: {
      name: `${BURST} parallel bookings of one slot`,
      created: burst.filter((r) => r.status === 201).length,
      conflicts: burst.filter((r) => r.status === 409).length,
      serverErrors: burst.filter((r) => r.status >= 500).length,
      other: burst.filter((r) => r.status !== 201 && r.status !== 409 && r.status < 500).length,
    },
  };
}
