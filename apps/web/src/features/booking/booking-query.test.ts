import { describe, expect, it } from 'vitest';
import { bookingSearch, nextStep, parseBookingQuery, reachableStep } from './booking-query';

const parse = (search: string) => parseBookingQuery(new URLSearchParams(search));
const START = '2026-11-24T04:30:00.000Z';

describe('the booking query (SPEC §2: the step defaults to 1)', () => {
  it('reads the step, the choices and the payment return', () => {
    expect(
      parse(
        `?step=4&kind=offline&start=2026-11-24T10:00:00%2B05:30&clinic_id=7&booking_id=b-1&payment_status=failed`,
      ),
    ).toEqual({
      step: 4,
      kind: 'offline',
      start: START,
      clinicId: 7,
      bookingId: 'b-1',
      paymentStatus: 'failed',
    });
  });

  it('treats missing, unknown or malformed values as absent', () => {
    expect(parse('')).toEqual({
      step: 1,
      kind: null,
      start: null,
      clinicId: null,
      bookingId: null,
      paymentStatus: null,
    });
    expect(
      parse('?step=7&kind=chat&start=tomorrow&clinic_id=0&payment_status=maybe'),
    ).toMatchObject({ step: 1, kind: null, start: null, clinicId: null, paymentStatus: null });
    expect(parse('?step=2.5&clinic_id=-3&start=2026-13-45T99:00:00Z')).toMatchObject({
      step: 1,
      clinicId: null,
      start: null,
    });
  });

  it('writes a step’s query with only the choices that belong to it', () => {
    expect(bookingSearch({ kind: 'tele', start: START, clinicId: null }, 3)).toBe(
      `?kind=tele&start=${encodeURIComponent(START)}&step=3`,
    );
    expect(bookingSearch({ kind: 'offline', start: START, clinicId: 7 }, 2)).toBe(
      `?kind=offline&start=${encodeURIComponent(START)}&clinic_id=7&step=2`,
    );
    // A clinic chosen before switching to video is not carried along.
    expect(bookingSearch({ kind: 'tele', start: null, clinicId: 7 }, 1)).toBe('?kind=tele&step=1');
    const written = bookingSearch({ kind: 'couple', start: START, clinicId: null }, 2);
    expect(parse(written)).toMatchObject({ step: 2, kind: 'couple', start: START });
  });

  it('allows a step only when the steps before it are complete', () => {
    expect(reachableStep({ kind: null, start: null, clinicId: null }, null)).toBe(1);
    expect(reachableStep({ kind: 'tele', start: null, clinicId: null }, null)).toBe(1);
    expect(reachableStep({ kind: 'tele', start: START, clinicId: null }, null)).toBe(3);
    expect(reachableStep({ kind: 'offline', start: START, clinicId: null }, null)).toBe(2);
    expect(reachableStep({ kind: 'offline', start: START, clinicId: 7 }, null)).toBe(3);
    expect(reachableStep({ kind: 'couple', start: START, clinicId: null }, null)).toBe(2);
    expect(reachableStep({ kind: 'couple', start: START, clinicId: null }, 'p@x.in')).toBe(3);
  });

  it('skips the details step for kinds with nothing to ask', () => {
    expect(nextStep(1, 'tele')).toBe(3);
    expect(nextStep(1, 'group')).toBe(3);
    expect(nextStep(1, 'offline')).toBe(2);
    expect(nextStep(1, 'couple')).toBe(2);
    expect(nextStep(2, 'couple')).toBe(3);
  });
});
