import type { BookingCreateBody } from '@kaizen/contracts';
import { describe, expect, it } from 'vitest';
import { forgetBookingAttempt, idempotencyKeyFor } from './booking-attempt';

const tele: BookingCreateBody = {
  provider_uuid: '6f1c7c9e-3a43-4b8e-9d1e-2b5f7d0c1a11',
  kind: 'tele',
  starts_at: '2026-11-24T04:30:00.000Z',
};

describe('the idempotency key of a booking attempt', () => {
  it('is the same for the same choice, also for a reload (session storage)', () => {
    const first = idempotencyKeyFor(tele);
    expect(first).toMatch(/^booking-[0-9a-f]{32}$/);
    expect(idempotencyKeyFor({ ...tele })).toBe(first);
    expect(
      idempotencyKeyFor({
        starts_at: tele.starts_at,
        kind: 'tele',
        provider_uuid: tele.provider_uuid,
      }),
    ).toBe(first);
    expect(sessionStorage.getItem('booking_attempt')).toContain(first);
  });

  it('is new for another choice, and the other choice’s key then replaces it', () => {
    const first = idempotencyKeyFor(tele);
    const later = idempotencyKeyFor({ ...tele, starts_at: '2026-11-24T05:30:00.000Z' });
    expect(later).not.toBe(first);
    expect(idempotencyKeyFor(tele)).not.toBe(first);
  });

  it('is new once the attempt was settled and forgotten', () => {
    const first = idempotencyKeyFor(tele);
    forgetBookingAttempt();
    expect(idempotencyKeyFor(tele)).not.toBe(first);
  });

  it('ignores a damaged stored value', () => {
    sessionStorage.setItem('booking_attempt', '{not json');
    expect(idempotencyKeyFor(tele)).toMatch(/^booking-/);
  });
});
