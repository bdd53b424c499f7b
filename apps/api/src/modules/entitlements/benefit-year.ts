/** The benefit year: the calendar year (UTC) that contains `now`; members' lots and pools alike. */
export function benefitYear(now: Date): { startsAt: Date; endsAt: Date } {
  const year = now.getUTCFullYear();
  return { startsAt: new Date(Date.UTC(year, 0, 1)), endsAt: new Date(Date.UTC(year + 1, 0, 1)) };
}
