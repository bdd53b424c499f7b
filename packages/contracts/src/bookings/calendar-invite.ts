// A small RFC 5545 (iCalendar) writer for booking invites: one VEVENT per file, UTC times,
// escaped text, lines folded at 75 octets, CRLF line ends. METHOD:REQUEST adds or updates the
// event in the person's calendar (a higher SEQUENCE replaces an earlier copy with the same UID);
// METHOD:CANCEL removes it. METHOD:PUBLISH is a plain event (the web's "Add to calendar"
// download), without organiser or attendees, so calendars do not treat it as an invitation to
// answer. Shared by the API's emails and the web, so both write the same UID.

export interface CalendarEvent {
  /** Stable across updates: the booking's uuid at our host. */
  uid: string;
  /** Grows with every change (reschedules); calendars keep the highest. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location?: string | null;
  url?: string | null;
  /** Invitations (REQUEST, CANCEL) only. */
  organizer?: { name: string; email: string };
  attendees?: { name?: string; email: string }[];
}

const PRODID = '-//Kaizen//Bookings//EN';

/** 20261201T103000Z */
export const icsDateTime = (instant: Date): string =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export const escapeText = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Quoted parameter values may not hold DQUOTE; control characters go too. */
const paramValue = (text: string): string => `"${text.replace(/["\p{Cc}]/gu, '')}"`;

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarInvite(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.organizer
      ? [`ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`]
      : []),
    ...(event.attendees ?? []).map(
      (attendee) =>
        `ATTENDEE;${attendee.name ? `CN=${paramValue(attendee.name)};` : ''}ROLE=REQ-PARTICIPANT:mailto:${attendee.email}`,
    ),
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    ...(event.method !== 'CANCEL'
      ? ['BEGIN:VALARM', 'ACTION:DISPLAY', 'DESCRIPTION:Reminder', 'TRIGGER:-PT1H', 'END:VALARM']
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
