import { describe, expect, it } from 'vitest';
import {
  BOOKING_POLICY_TEXT,
  bookingCreateBodySchema,
  joinPayloadSchema,
  SLOT_TAKEN_MESSAGE,
  sessionJoinUrl,
} from './bookings';

const provider_uuid = '7d1c2b7e-8a0c-4d51-9a55-3c1c1c9d4f10';
const starts_at = '2026-12-01T10:00:00.000Z';

describe('booking contracts', () => {
  it('asks each kind for its own detail', () => {
    expect(
      bookingCreateBodySchema.safeParse({ provider_uuid, starts_at, kind: 'tele' }).success,
    ).toBe(true);
    const offline = bookingCreateBodySchema.safeParse({
      provider_uuid,
      starts_at,
      kind: 'offline',
    });
    expect(offline.error?.issues[0]?.path).toEqual(['clinic_id']);
    const couple = bookingCreateBodySchema.safeParse({
      provider_uuid,
      starts_at,
      kind: 'couple',
      partner_email: 'not-an-email',
    });
    expect(couple.error?.issues[0]?.path).toEqual(['partner_email']);
  });

  it('refuses a start without an offset', () => {
    const result = bookingCreateBodySchema.safeParse({
      provider_uuid,
      starts_at: '2026-12-01T10:00:00',
      kind: 'tele',
    });
    expect(result.success).toBe(false);
  });

  // SPEC §4: "navigates to the session host at /{bookingId}/{base64 auth payload including
  // redirectUrl}/{platform} with query fromPWA=true and optional secondaryToken".
  it('builds the SPEC §4 session host URL with a standard base64 payload', () => {
    const url = new URL(
      sessionJoinUrl(
        {
          booking_id: provider_uuid,
          session_host_url: 'https://host.example/s/',
          join_token: 'tok.en',
        },
        { redirectUrl: 'https://app.example/?a=ü', platform: 'android', secondaryToken: 'sec' },
      ),
    );
    const [, , bookingId, payload, platform] = url.pathname.split('/');
    expect(bookingId).toBe(provider_uuid);
    expect(platform).toBe('android');
    expect(url.searchParams.get('fromPWA')).toBe('true');
    expect(url.searchParams.get('secondaryToken')).toBe('sec');
    const base64 = decodeURIComponent(payload ?? '');
    expect(base64).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(base64).toMatch(/[+/=]/);
    const decoded = Buffer.from(base64, 'base64').toString('utf8');
    expect(joinPayloadSchema.parse(JSON.parse(decoded))).toEqual({
      token: 'tok.en',
      redirectUrl: 'https://app.example/?a=ü',
    });
  });

  it('states the conflict message and the policy exactly', () => {
    expect(SLOT_TAKEN_MESSAGE).toBe('This time was just taken — pick another');
    expect(BOOKING_POLICY_TEXT).toContain('24 hours');
    expect(BOOKING_POLICY_TEXT).toContain('10 minutes');
    expect(BOOKING_POLICY_TEXT).toContain('at most 2 times');
  });
});
