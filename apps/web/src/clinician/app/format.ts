// Dates and times in the workspace are shown in one zone: the clinician's working time zone for
// hours and slots, the browser's for the sessions list (where the clinician is now).

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string | undefined, options: Intl.DateTimeFormatOptions) {
  const key = `${timeZone ?? ''}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-IN', { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

/** "2026-03-05": the local date of an instant, for grouping by day. */
export function localDateOf(instant: string, timeZone?: string): string {
  const parts = formatter(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(instant))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** "2:00 pm" */
export const timeOf = (instant: string, timeZone?: string): string =>
  formatter(timeZone, { hour: 'numeric', minute: '2-digit' }).format(new Date(instant));

/** "Thu, 5 Mar" for a local date "2026-03-05". */
export const dayHeading = (localDate: string): string =>
  formatter('UTC', { weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(`${localDate}T00:00:00Z`),
  );

/** Groups instants (or things with one) by local date, in the order given. */
export function byLocalDate<T>(
  items: readonly T[],
  instantOf: (item: T) => string,
  timeZone?: string,
): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = localDateOf(instantOf(item), timeZone);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups];
}

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
