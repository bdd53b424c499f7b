import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentTimeZoneName,
  dayHeading,
  dayTabLabel,
  groupSlotsByLocalDay,
  slotWindow,
} from './slot-days';

// The visitor is in India (UTC+05:30): a slot at 19:00 UTC is 00:30 the next day there.
const original = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Kolkata';
});
afterAll(() => {
  process.env.TZ = original;
});

const NOW = new Date('2026-11-23T10:00:00Z'); // Monday 23 Nov, 15:30 in Kolkata

describe('slots by the visitor’s day', () => {
  it('asks for 14 whole local days, with the visitor’s offset', () => {
    expect(slotWindow(NOW)).toEqual({
      from: '2026-11-23T00:00:00+05:30',
      to: '2026-12-07T00:00:00+05:30',
    });
  });

  it('groups UTC instants by the local day they fall on, in order, with local times', () => {
    const days = groupSlotsByLocalDay(
      [
        '2026-11-23T12:30:00.000Z', // 18:00 Mon
        '2026-11-23T18:00:00.000Z', // 23:30 Mon
        '2026-11-23T19:00:00.000Z', // 00:30 Tue
        '2026-11-25T03:30:00.000Z', // 09:00 Wed
      ],
      NOW,
    );
    expect(days).toEqual([
      {
        date: '2026-11-23',
        heading: 'Today, 23rd Nov',
        slots: [
          { start: '2026-11-23T12:30:00.000Z', time: '06:00 PM' },
          { start: '2026-11-23T18:00:00.000Z', time: '11:30 PM' },
        ],
      },
      {
        date: '2026-11-24',
        heading: 'Tomorrow, 24th Nov',
        slots: [{ start: '2026-11-23T19:00:00.000Z', time: '12:30 AM' }],
      },
      {
        date: '2026-11-25',
        heading: 'Wednesday, 25th Nov',
        slots: [{ start: '2026-11-25T03:30:00.000Z', time: '09:00 AM' }],
      },
    ]);
  });

  it('skips values that are not instants and gives no days for no slots', () => {
    expect(groupSlotsByLocalDay([], NOW)).toEqual([]);
    expect(groupSlotsByLocalDay(['not a date'], NOW)).toEqual([]);
  });

  it('heads later days with the weekday', () => {
    expect(dayHeading('2026-12-01T06:00:00Z', NOW)).toBe('Tuesday, 1st Dec');
  });

  it('labels day tabs with Today, Tomorrow or the short weekday over the date', () => {
    // SPEC §9 "ordinals 11-13 use th".
    expect(dayHeading('2026-12-11T12:00:00+05:30', NOW)).toBe('Friday, 11th Dec');
    expect(dayHeading('2026-12-12T12:00:00+05:30', NOW)).toBe('Saturday, 12th Dec');
    expect(dayHeading('2026-12-13T12:00:00+05:30', NOW)).toBe('Sunday, 13th Dec');
    expect(dayHeading('2026-12-21T12:00:00+05:30', NOW)).toBe('Monday, 21st Dec');
    expect(dayHeading('2026-12-22T12:00:00+05:30', NOW)).toBe('Tuesday, 22nd Dec');
    expect(dayTabLabel('2026-11-23', NOW)).toEqual({ day: 'Today', date: '23 Nov' });
    expect(dayTabLabel('2026-11-24', NOW)).toEqual({ day: 'Tomorrow', date: '24 Nov' });
    expect(dayTabLabel('2026-11-25', NOW)).toEqual({ day: 'Wed', date: '25 Nov' });
  });
});

describe('time zone names', () => {
  it('shows the current IANA name of a renamed zone, as the server does', () => {
    expect(currentTimeZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentTimeZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentTimeZoneName('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(currentTimeZoneName('Europe/London')).toBe('Europe/London');
  });
});
