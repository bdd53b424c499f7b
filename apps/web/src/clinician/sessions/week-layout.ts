import { localDateOf } from '../app/format';

// The week grid's geometry: seven local days from a Monday, half-hour rows between the
// earliest start and the latest end of the week (at least 08:00 to 20:00), each session placed
// by its local day and time. Times are the browser's, as in the lists.

const DAY_MS = 86_400_000;
export const SLOT_MINUTES = 30;
const DEFAULT_FIRST_HOUR = 8;
const DEFAULT_LAST_HOUR = 20;

interface Placed<T> {
  item: T;
  /** 0 = Monday. */
  day: number;
  /** Row index of the start, counted in half-hours from the first hour. */
  row: number;
  /** Rows covered, at least one. */
  span: number;
}

interface WeekLayout<T> {
  /** Local dates "2026-03-02" … of the seven days. */
  days: string[];
  firstHour: number;
  lastHour: number;
  rows: number;
  placed: Placed<T>[];
}

/** The local date of the Monday of the week that contains `instant`, moved by `weeks`. */
export function mondayOf(instant: number, weeks = 0): string {
  const local = new Date(instant);
  const fromMonday = (local.getDay() + 6) % 7;
  const monday = new Date(local.getFullYear(), local.getMonth(), local.getDate() - fromMonday);
  monday.setDate(monday.getDate() + weeks * 7);
  return localDateOf(monday.toISOString());
}

const minutesOfDay = (date: Date) => date.getHours() * 60 + date.getMinutes();

export function weekLayout<T extends { starts_at: string; ends_at: string }>(
  monday: string,
  items: readonly T[],
): WeekLayout<T> {
  const [year = 0, month = 1, date = 1] = monday.split('-').map(Number);
  const days = Array.from({ length: 7 }, (_, index) =>
    localDateOf(new Date(year, month - 1, date + index, 12).toISOString()),
  );
  const inWeek = items
    .map((item) => ({ item, day: days.indexOf(localDateOf(item.starts_at)) }))
    .filter((entry) => entry.day >= 0);
  let firstHour = DEFAULT_FIRST_HOUR;
  let lastHour = DEFAULT_LAST_HOUR;
  for (const { item } of inWeek) {
    const start = new Date(item.starts_at);
    const end = new Date(Math.min(Date.parse(item.ends_at), Date.parse(item.starts_at) + DAY_MS));
    firstHour = Math.min(firstHour, start.getHours());
    // A session past midnight is drawn to the end of its day.
    const endMinutes =
      localDateOf(end.toISOString()) === localDateOf(item.starts_at) ? minutesOfDay(end) : 24 * 60;
    lastHour = Math.max(lastHour, Math.ceil(endMinutes / 60));
  }
  const placed = inWeek
    .map(({ item, day }) => {
      const start = minutesOfDay(new Date(item.starts_at)) - firstHour * 60;
      const minutes = Math.max(1, (Date.parse(item.ends_at) - Date.parse(item.starts_at)) / 60_000);
      const row = Math.floor(start / SLOT_MINUTES);
      const limit = ((lastHour - firstHour) * 60) / SLOT_MINUTES - row;
      return {
        item,
        day,
        row,
        span: Math.max(1, Math.min(limit, Math.ceil(minutes / SLOT_MINUTES))),
      };
    })
    .sort((a, b) => a.day - b.day || a.row - b.row);
  return {
    days,
    firstHour,
    lastHour,
    rows: ((lastHour - firstHour) * 60) / SLOT_MINUTES,
    placed,
  };
}
