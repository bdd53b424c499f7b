import { describe, expect, it } from 'vitest';
import { computeSlots, mergeWindows, type SlotQuery, type WeeklyRule } from './slots';

const hm = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const rule = (weekday: number, start: string, end: string, extra: Partial<WeeklyRule> = {}) => ({
  weekday,
  startMinute: hm(start),
  endMinute: hm(end),
  effectiveFrom: null,
  effectiveTo: null,
  ...extra,
});
const everyDay = (start: string, end: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => rule(weekday, start, end));

/** Defaults: no notice, no buffer, and `now` a day before the window so the horizon never bites. */
function slots(query: Partial<SlotQuery> & Pick<SlotQuery, 'from' | 'to'>): string[] {
  return computeSlots({
    timeZone: 'Asia/Kolkata',
    rules: [],
    exceptions: [],
    busy: [],
    durationMinutes: 60,
    bufferMinutes: 0,
    minNoticeMinutes: 0,
    horizonDays: 30,
    now: new Date(query.from.getTime() - 86_400_000),
    ...query,
  }).map((slot) => slot.toISOString());
}

/** How a viewer in Kolkata reads an instant: the profile page shows slots in the viewer's zone. */
const inKolkata = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(instant));

// Monday 19 January 2026 in Kolkata (UTC+05:30): 09:00 IST is 03:30Z.
const monday = { from: new Date('2026-01-18T18:30:00Z'), to: new Date('2026-01-19T18:30:00Z') };
const mondayMorning = [rule(1, '09:00', '12:00')];

describe('computeSlots: the weekly grid', () => {
  it('steps by the session length from the window start while the session fits', () => {
    expect(slots({ ...monday, rules: mondayMorning })).toEqual([
      '2026-01-19T03:30:00.000Z',
      '2026-01-19T04:30:00.000Z',
      '2026-01-19T05:30:00.000Z',
    ]);
    // 50 minutes: 09:00, 09:50, 10:40; 11:30 would end at 12:20, after the window.
    expect(slots({ ...monday, rules: mondayMorning, durationMinutes: 50 })).toEqual([
      '2026-01-19T03:30:00.000Z',
      '2026-01-19T04:20:00.000Z',
      '2026-01-19T05:10:00.000Z',
    ]);
  });

  it('merges overlapping rules into one window and returns each instant once', () => {
    const rules = [rule(1, '09:00', '11:00'), rule(1, '10:00', '12:00'), rule(1, '09:00', '10:00')];
    expect(slots({ ...monday, rules })).toEqual(slots({ ...monday, rules: mondayMorning }));
    expect(
      mergeWindows([
        [60, 120],
        [0, 30],
        [30, 45],
        [200, 100],
      ]),
    ).toEqual([
      [0, 45],
      [60, 120],
    ]);
  });

  it('keeps only starts inside [from, to)', () => {
    const from = new Date('2026-01-19T04:30:00Z');
    const to = new Date('2026-01-19T05:30:00Z');
    expect(slots({ from, to, rules: mondayMorning })).toEqual(['2026-01-19T04:30:00.000Z']);
    expect(slots({ from: to, to: from, rules: mondayMorning })).toEqual([]);
  });

  it('honours the dates a rule is effective (inclusive)', () => {
    const week = { from: new Date('2026-01-11T18:30:00Z'), to: new Date('2026-02-01T18:30:00Z') };
    const rules = [
      rule(1, '09:00', '10:00', { effectiveFrom: '2026-01-19', effectiveTo: '2026-01-26' }),
    ];
    expect(slots({ ...week, rules })).toEqual([
      '2026-01-19T03:30:00.000Z',
      '2026-01-26T03:30:00.000Z',
    ]);
  });
});

describe('computeSlots: notice, horizon, exceptions and busy time', () => {
  it('hides slots that start sooner than the minimum notice (a start exactly at it is fine)', () => {
    const now = new Date('2026-01-19T00:30:00Z'); // 06:00 IST
    expect(slots({ ...monday, rules: mondayMorning, now, minNoticeMinutes: 240 })).toEqual([
      '2026-01-19T04:30:00.000Z',
      '2026-01-19T05:30:00.000Z',
    ]);
  });

  it('offers nothing at or beyond the booking horizon', () => {
    const now = new Date('2026-01-19T04:00:00Z');
    const window = { from: now, to: new Date('2026-02-28T00:00:00Z') };
    const result = slots({ ...window, rules: everyDay('09:00', '10:00'), now, horizonDays: 3 });
    // Tue, Wed, Thu at 09:00 IST; Thursday 09:00 IST (03:30Z) is before now + 3 days (04:00Z).
    expect(result).toEqual([
      '2026-01-20T03:30:00.000Z',
      '2026-01-21T03:30:00.000Z',
      '2026-01-22T03:30:00.000Z',
    ]);
  });

  it('leave removes the weekly hours; extra hours add a window, also on a leave day', () => {
    const week = { from: new Date('2026-01-18T18:30:00Z'), to: new Date('2026-01-21T18:30:00Z') };
    const rules = everyDay('09:00', '10:00');
    const exceptions = [
      { date: '2026-01-19', type: 'leave' as const },
      { date: '2026-01-20', type: 'leave' as const },
      {
        date: '2026-01-20',
        type: 'extra' as const,
        startMinute: hm('18:00'),
        endMinute: hm('19:00'),
      },
      {
        date: '2026-01-21',
        type: 'extra' as const,
        startMinute: hm('20:00'),
        endMinute: hm('21:00'),
      },
    ];
    expect(slots({ ...week, rules, exceptions })).toEqual([
      '2026-01-20T12:30:00.000Z', // Tue: leave, then extra 18:00 IST
      '2026-01-21T03:30:00.000Z', // Wed: usual 09:00 IST
      '2026-01-21T14:30:00.000Z', // Wed: extra 20:00 IST
    ]);
  });

  it('removes slots that overlap busy time, widened by the buffer on both sides', () => {
    const booked = {
      start: new Date('2026-01-19T04:30:00Z'),
      end: new Date('2026-01-19T05:30:00Z'),
    };
    expect(slots({ ...monday, rules: mondayMorning, busy: [booked] })).toEqual([
      '2026-01-19T03:30:00.000Z',
      '2026-01-19T05:30:00.000Z',
    ]);
    expect(slots({ ...monday, rules: mondayMorning, busy: [booked], bufferMinutes: 10 })).toEqual(
      [],
    );
    const hold = { start: new Date('2026-01-19T05:45:00Z'), end: new Date('2026-01-19T06:00:00Z') };
    expect(slots({ ...monday, rules: mondayMorning, busy: [hold, booked] })).toEqual([
      '2026-01-19T03:30:00.000Z',
    ]);
  });
});

describe('computeSlots: Europe/London across daylight saving, seen from Asia/Kolkata', () => {
  const london = { timeZone: 'Europe/London' };
  // Three Kolkata days, 28–30 March 2026; London moves to BST at 01:00Z on Sunday 29 March.
  const kolkataDays = {
    from: new Date('2026-03-27T18:30:00Z'),
    to: new Date('2026-03-30T18:30:00Z'),
  };

  it('keeps 09:00 London as the slot while the UTC instant and Kolkata time move by an hour', () => {
    const result = slots({ ...london, ...kolkataDays, rules: everyDay('09:00', '11:00') });
    expect(result).toEqual([
      '2026-03-28T09:00:00.000Z',
      '2026-03-28T10:00:00.000Z',
      '2026-03-29T08:00:00.000Z',
      '2026-03-29T09:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
      '2026-03-30T09:00:00.000Z',
    ]);
    expect(result.map(inKolkata)).toEqual([
      '28/03/2026, 14:30',
      '28/03/2026, 15:30',
      '29/03/2026, 13:30',
      '29/03/2026, 14:30',
      '30/03/2026, 13:30',
      '30/03/2026, 14:30',
    ]);
  });

  it('skips the hour that does not exist on 29 March and never overlaps', () => {
    const night = [rule(7, '00:00', '04:00')];
    expect(slots({ ...london, ...kolkataDays, rules: night })).toEqual([
      '2026-03-29T00:00:00.000Z', // 00:00 GMT
      '2026-03-29T01:00:00.000Z', // 02:00 BST (01:00 never happens)
      '2026-03-29T02:00:00.000Z', // 03:00 BST
    ]);
    // 50 minutes: 00:50 GMT runs to 02:40 BST, so the 02:30 BST grid slot would overlap it.
    expect(slots({ ...london, ...kolkataDays, rules: night, durationMinutes: 50 })).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T00:50:00.000Z',
    ]);
    // "00:30–01:30" lasts only until the clocks jump at 01:00 GMT: no room for an hour.
    expect(slots({ ...london, ...kolkataDays, rules: [rule(7, '00:30', '01:30')] })).toEqual([]);
  });

  it('offers the repeated hour of 25 October once, without duplicates or overlaps', () => {
    const autumn = { from: new Date('2026-10-23T18:30:00Z'), to: new Date('2026-10-26T18:30:00Z') };
    const rules = [rule(7, '00:00', '03:00'), rule(6, '09:00', '10:00'), rule(1, '09:00', '10:00')];
    const result = slots({ ...london, ...autumn, rules, durationMinutes: 30 });
    expect(result).toEqual([
      '2026-10-24T08:00:00.000Z', // Sat 09:00 BST
      '2026-10-24T08:30:00.000Z',
      '2026-10-24T23:00:00.000Z', // Sun 00:00 BST
      '2026-10-24T23:30:00.000Z',
      '2026-10-25T00:00:00.000Z', // 01:00 BST, the first of the two 01:00s
      '2026-10-25T00:30:00.000Z', // 01:30 BST
      '2026-10-25T02:00:00.000Z', // 02:00 GMT
      '2026-10-25T02:30:00.000Z',
      '2026-10-26T09:00:00.000Z', // Mon 09:00 GMT
      '2026-10-26T09:30:00.000Z',
    ]);
    expect(result.map(inKolkata).slice(-2)).toEqual(['26/10/2026, 14:30', '26/10/2026, 15:00']);
  });
});

describe('computeSlots: America/New_York across daylight saving', () => {
  const newYork = { timeZone: 'America/New_York' };

  it('moves 09:00 local from 14:00Z to 13:00Z on 8 March and back on 1 November', () => {
    const daily = everyDay('09:00', '10:00');
    const march = { from: new Date('2026-03-07T00:00:00Z'), to: new Date('2026-03-09T00:00:00Z') };
    expect(slots({ ...newYork, ...march, rules: daily })).toEqual([
      '2026-03-07T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
    ]);
    const november = {
      from: new Date('2026-10-31T00:00:00Z'),
      to: new Date('2026-11-02T00:00:00Z'),
    };
    expect(slots({ ...newYork, ...november, rules: daily })).toEqual([
      '2026-10-31T13:00:00.000Z',
      '2026-11-01T14:00:00.000Z',
    ]);
  });

  it('skips 02:00 on 8 March and offers 01:00 once on 1 November', () => {
    const march = { from: new Date('2026-03-08T00:00:00Z'), to: new Date('2026-03-09T00:00:00Z') };
    expect(slots({ ...newYork, ...march, rules: [rule(7, '01:00', '04:00')] })).toEqual([
      '2026-03-08T06:00:00.000Z', // 01:00 EST
      '2026-03-08T07:00:00.000Z', // 03:00 EDT
    ]);
    const november = {
      from: new Date('2026-11-01T00:00:00Z'),
      to: new Date('2026-11-02T00:00:00Z'),
    };
    expect(slots({ ...newYork, ...november, rules: [rule(7, '00:00', '03:00')] })).toEqual([
      '2026-11-01T04:00:00.000Z', // 00:00 EDT
      '2026-11-01T05:00:00.000Z', // 01:00 EDT
      '2026-11-01T07:00:00.000Z', // 02:00 EST
    ]);
  });
});
