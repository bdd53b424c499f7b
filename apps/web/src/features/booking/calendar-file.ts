import { calendarInvite, SESSION_KIND_LABELS, type Booking } from '@kaizen/contracts';

// "Add to calendar": an .ics file written in the browser from the booking the page has loaded.
// Same UID as the confirmation email's invite, so a calendar that gets both keeps one event.

function bookingCalendarFile(booking: Booking, pageUrl: string, now = new Date()): string {
  const expert = `${booking.provider.firstname} ${booking.provider.lastname}`;
  const summary = `${SESSION_KIND_LABELS[booking.kind]} with ${expert}`;
  const where = booking.clinic ? `${booking.clinic.centre_name}, ${booking.clinic.address}` : null;
  return calendarInvite({
    uid: `${booking.id}@kaizen`,
    sequence: booking.reschedule_count,
    method: 'PUBLISH',
    stamp: now,
    start: new Date(booking.starts_at),
    end: new Date(booking.ends_at),
    summary: `Kaizen: ${summary}`,
    description: where ? `${summary}. At ${where}.` : `${summary}. Join from Kaizen: ${pageUrl}`,
    location: where,
    url: pageUrl,
  });
}

/** Saves the file through a temporary link (no inline script or data URL: strict CSP). */
export function downloadCalendarFile(booking: Booking): void {
  const text = bookingCalendarFile(booking, window.location.origin);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'kaizen-session.ics';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
