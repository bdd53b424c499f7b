/** SPEC §9 date format 'DD MMM YYYY, hh:mm A' (12-hour, AM/PM) of an instant in a time zone. */
export function dateTimeText(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      // h12, not hour12: en-GB's 12-hour clock is h11, which writes 12:10 PM as 00:10 PM.
      hourCycle: 'h12',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const dayPeriod = String(parts.dayPeriod ?? '').toUpperCase();
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} ${dayPeriod}`;
}
