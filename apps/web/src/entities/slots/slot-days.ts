import dayjs, { type ConfigType } from 'dayjs';
import { ordinal } from '@kaizen/contracts';
import { relativeDayLabel } from '../../lib/dates';

// Bookable times (profile, booking, reschedule): the next 14 days of the visitor's own calendar,
// grouped by the visitor's local day (a provider in London and a visitor in Kolkata see Kolkata
// days).

export const SLOT_DAYS = 14;

/**
 * GET slots window: from the start of the visitor's today to the start of the day after the
 * last one, as instants with the visitor's offset ("2026-11-23T00:00:00+05:30").
 */
export function slotWindow(now?: ConfigType, days: number = SLOT_DAYS) {
  const start = dayjs(now).startOf('day');
  return { from: start.format(), to: start.add(days, 'day').format() };
}

export interface SlotDay {
  /** YYYY-MM-DD on the visitor's calendar. */
  date: string;
  /** "Today, 23rd Nov", "Tomorrow, 24th Nov", "Wednesday, 25th Nov". */
  heading: string;
  slots: { start: string; time: string }[];
}

/** A day list tab's two lines: "Today" / "23 Nov", "Wed" / "25 Nov". */
export function dayTabLabel(date: string, now?: ConfigType): { day: string; date: string } {
  const local = dayjs(date);
  const relative = relativeDayLabel(local, now);
  return {
    day: relative.includes(' ') ? local.format('ddd') : relative,
    date: local.format('D MMM'),
  };
}

/**
 * A day's heading, read aloud as a person says it: "Wednesday, 25th Nov" (SPEC §9 ordinals,
 * 11th-13th with th; Today and Tomorrow as the relative labels).
 */
export function dayHeading(value: ConfigType, now?: ConfigType): string {
  const day = relativeDayLabel(value, now);
  const date = dayjs(value);
  const dayOfMonth = `${ordinal(date.date())} ${date.format('MMM')}`;
  return day.includes(' ') ? `${date.format('dddd')}, ${dayOfMonth}` : `${day}, ${dayOfMonth}`;
}

/** Slots (UTC instants, ascending) grouped by the visitor's local day, in order. */
export function groupSlotsByLocalDay(slots: readonly string[], now?: ConfigType): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const start of slots) {
    const local = dayjs(start);
    if (!local.isValid()) continue;
    const date = local.format('YYYY-MM-DD');
    let day = days.get(date);
    if (!day) {
      day = { date, heading: dayHeading(local, now), slots: [] };
      days.set(date, day);
    }
    day.slots.push({ start, time: local.format('hh:mm A') });
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Zones the IANA database renamed. Chromium's ICU still answers the old names (Asia/Calcutta)
 * while the server and the rest of the app use the current ones (Asia/Kolkata).
 */
const RENAMED_TIME_ZONES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

/** The current IANA name of a zone (Asia/Calcutta → Asia/Kolkata); other names unchanged. */
export const currentTimeZoneName = (zone: string): string => RENAMED_TIME_ZONES[zone] ?? zone;
