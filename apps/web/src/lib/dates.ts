import dayjs, { type ConfigType } from 'dayjs';
import { DATE_FORMAT, TODAY_LABEL, TOMORROW_LABEL } from '@kaizen/contracts';

/** SPEC §9 date format ('DD MMM YYYY, hh:mm A'); '' for an invalid date. */
export function formatDateTime(value: ConfigType): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : '';
}

/** SPEC §9 relative labels Today and Tomorrow, otherwise the date. */
export function relativeDayLabel(value: ConfigType, now?: ConfigType): string {
  const date = dayjs(value);
  const today = dayjs(now).startOf('day');
  if (date.isSame(today, 'day')) return TODAY_LABEL;
  if (date.isSame(today.add(1, 'day'), 'day')) return TOMORROW_LABEL;
  return date.format('DD MMM YYYY');
}

/**
 * SPEC §9 date-time with the relative day: 'Today, 06:00 PM', 'Tomorrow, 09:30 AM', otherwise
 * 'DD MMM YYYY, hh:mm A'; '' for an invalid date. In the viewer's own time zone.
 */
export function relativeDateTime(value: ConfigType, now?: ConfigType): string {
  const date = dayjs(value);
  if (!date.isValid()) return '';
  const day = relativeDayLabel(date, now);
  return day === TODAY_LABEL || day === TOMORROW_LABEL
    ? `${day}, ${date.format('hh:mm A')}`
    : date.format(DATE_FORMAT);
}

/** A greeting for the time of day, on the user's clock. */
export function greetingFor(now?: ConfigType): string {
  const hour = dayjs(now).hour();
  if (hour < 5) return 'Hello';
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}
