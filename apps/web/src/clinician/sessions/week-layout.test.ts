import { describe, expect, it } from 'vitest';
import { mondayOf, weekLayout } from './week-layout';

// The test runner's zone is the machine's; instants are built from local times so the
// expectations hold in any zone.
const local = (year: number, month: number, day: number, hour: number, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).toISOString();
const session = (id: string, start: string, minutes = 50) => ({
  id,
  starts_at: start,
  ends_at: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
});

describe('week layout', () => {
  it('finds the Monday of a week and moves by weeks', () => {
    // Thursday 26 November 2026.
    const thursday = new Date(2026, 10, 26, 15).getTime();
    expect(mondayOf(thursday)).toBe('2026-11-23');
    expect(mondayOf(thursday, 1)).toBe('2026-11-30');
    expect(mondayOf(thursday, -1)).toBe('2026-11-16');
    // A Sunday belongs to the week that started six days before.
    expect(mondayOf(new Date(2026, 10, 29, 10).getTime())).toBe('2026-11-23');
  });

  it('places sessions by local day and half-hour, inside 08:00 to 20:00 by default', () => {
    const layout = weekLayout('2026-11-23', [
      session('thu', local(2026, 11, 26, 18)),
      session('mon', local(2026, 11, 23, 9, 30)),
      session('next-week', local(2026, 11, 30, 9)),
    ]);
    expect(layout.days).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(layout).toMatchObject({ firstHour: 8, lastHour: 20, rows: 24 });
    expect(layout.placed.map(({ item, day, row, span }) => [item.id, day, row, span])).toEqual([
      ['mon', 0, 3, 2],
      ['thu', 3, 20, 2],
    ]);
  });

  it('widens the hours for an early or late session', () => {
    const layout = weekLayout('2026-11-23', [
      session('early', local(2026, 11, 24, 6, 30)),
      session('late', local(2026, 11, 25, 21), 60),
    ]);
    expect(layout).toMatchObject({ firstHour: 6, lastHour: 22, rows: 32 });
    expect(layout.placed.map(({ item, row }) => [item.id, row])).toEqual([
      ['early', 1],
      ['late', 30],
    ]);
  });
});
