import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import { createDatabaseLiveness } from './liveness';

/** A database whose `select 1` the test answers: counts the probes, fails while `down`. */
function fakeDatabase() {
  const state = { probes: 0, down: false };
  const db = {
    execute: () => {
      state.probes += 1;
      if (state.down) return Promise.reject(new Error('connect ECONNREFUSED'));
      return Promise.resolve({ rows: [{ '?column?': 1 }] });
    },
  } as unknown as Database;
  return { db, state };
}

function manualTime() {
  let ms = 10_000;
  return { now: () => ms, advance: (by: number) => (ms += by) };
}

describe('database liveness (the health check)', () => {
  it('asks the database once per second, however many checks come', async () => {
    const { db, state } = fakeDatabase();
    const time = manualTime();
    const liveness = createDatabaseLiveness(db, time.now, 1_000);
    expect(await liveness.check()).toEqual({ up: true });
    for (let i = 0; i < 20; i += 1) expect((await liveness.check()).up).toBe(true);
    expect(state.probes).toBe(1);
    time.advance(1_000);
    await liveness.check();
    expect(state.probes).toBe(2);
  });

  it('lets concurrent checks share one probe', async () => {
    const { db, state } = fakeDatabase();
    const liveness = createDatabaseLiveness(db, manualTime().now, 1_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => liveness.check()));
    expect(answers.every((answer) => answer.up)).toBe(true);
    expect(state.probes).toBe(1);
  });

  it('reports the database down with the error, and up again once it answers', async () => {
    const { db, state } = fakeDatabase();
    const time = manualTime();
    const liveness = createDatabaseLiveness(db, time.now, 1_000);
    state.down = true;
    const down = await liveness.check();
    expect(down.up).toBe(false);
    expect(down.up ? undefined : (down.error as Error).message).toBe('connect ECONNREFUSED');
    state.down = false;
    time.advance(1_000);
    expect((await liveness.check()).up).toBe(true);
  });

  it('asks again at once after a connection was seen lost', async () => {
    const { db, state } = fakeDatabase();
    const time = manualTime();
    const liveness = createDatabaseLiveness(db, time.now, 1_000);
    expect((await liveness.check()).up).toBe(true);
    state.down = true;
    liveness.suspect();
    time.advance(1);
    expect((await liveness.check()).up).toBe(false);
    expect(state.probes).toBe(2);
  });
});
