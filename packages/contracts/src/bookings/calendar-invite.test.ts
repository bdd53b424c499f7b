import { describe, expect, it } from 'vitest';
import { calendarInvite, escapeText, foldLine } from './calendar-invite';

const event = {
  uid: 'b1@kaizen',
  sequence: 1,
  method: 'REQUEST' as const,
  stamp: new Date('2026-03-01T09:15:00.000Z'),
  start: new Date('2026-03-04T10:00:00.000Z'),
  end: new Date('2026-03-04T11:00:00.000Z'),
  summary: 'Video session with Dr. Rao, MD',
  description: 'Line one\nLine two; with a semicolon',
  location: '12 Sea Face Road, Mumbai',
  url: 'http://localhost:3000/?booking_id=b1',
  organizer: { name: 'Kaizen', email: 'no-reply@kaizen.local' },
  attendees: [{ name: 'Asha "A" Verma', email: 'asha@example.com' }, { email: 'p@example.com' }],
};

describe('RFC 5545 invite', () => {
  it('writes one VEVENT with UTC times, CRLF line ends and escaped text', () => {
    const ics = calendarInvite(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Kaizen//Bookings//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
    ]);
    expect(ics).toContain('\r\nDTSTART:20260304T100000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20260304T110000Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20260301T091500Z\r\n');
    expect(ics).toContain('\r\nSUMMARY:Video session with Dr. Rao\\, MD\r\n');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two\\; with a semicolon');
    expect(ics).toContain(
      'ATTENDEE;CN="Asha A Verma";ROLE=REQ-PARTICIPANT:mailto:asha@example.com',
    );
    expect(ics).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect(ics).not.toMatch(/[^\r]\n/);
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED, without an alarm', () => {
    const ics = calendarInvite({ ...event, method: 'CANCEL', sequence: 2 });
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('SEQUENCE:2');
    expect(ics).not.toContain('VALARM');
  });

  it('publishes a plain event without organiser or attendees, with its reminder', () => {
    const { organizer: _organizer, attendees: _attendees, ...plain } = event;
    const ics = calendarInvite({ ...plain, method: 'PUBLISH' });
    expect(ics).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(ics).toContain(`\r\nUID:${event.uid}\r\n`);
    expect(ics).not.toMatch(/ORGANIZER|ATTENDEE/);
    expect(ics).toContain('TRIGGER:-PT1H');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'ü'.repeat(100)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(long);
    expect(escapeText('a\\b')).toBe('a\\\\b');
  });
});
