import { describe, expect, it } from 'vitest';
import { SLOT_TAKEN_MESSAGE, type ErrorCode } from '@kaizen/contracts';
import type { Refusal } from '../../lib/http/request-error';
import { detailsFieldError, isOverlapRefusal, timeGoneMessage } from './booking-request';

const refusal = (
  status: number,
  code: ErrorCode | undefined,
  messages: string[],
  fields: Record<string, string> = {},
): Refusal => ({ status, code, messages, fields });

// Issue 17: the booking flow acts upon the code and fields of a refusal, never its wording.
describe('booking refusals by code', () => {
  it('tells an overlap (book both?) from a lost time, whatever the words', () => {
    const overlap = refusal(409, 'booking_overlap', ['Worded any way.']);
    expect(isOverlapRefusal(overlap)).toBe(true);
    expect(timeGoneMessage(overlap)).toBeUndefined();
    expect(isOverlapRefusal(refusal(409, 'slot_taken', ['Worded any way.']))).toBe(false);
  });

  it('sends the person back to pick a time, with the server words, for a gone time', () => {
    for (const code of ['slot_not_available', 'start_passed'] as const)
      expect(timeGoneMessage(refusal(422, code, [`Because ${code}.`]))).toBe(`Because ${code}.`);
    expect(timeGoneMessage(refusal(409, 'group_session_full', ['Full.']))).toBe('Full.');
    // Any other 409 also means the time went meanwhile.
    expect(timeGoneMessage(refusal(409, 'conflict', []))).toBe(SLOT_TAKEN_MESSAGE);
  });

  it('leaves other 422s to the review step', () => {
    expect(timeGoneMessage(refusal(422, 'invalid_input', ['Coupon expired.']))).toBeUndefined();
    expect(
      detailsFieldError(refusal(422, 'invalid_input', ['Bad.'], { coupon_code: 'Bad.' })),
    ).toBeUndefined();
  });

  it('puts a refusal about the partner or the clinic under that field (by `fields`)', () => {
    const mine = refusal(422, 'partner_email_is_yours', ['Not yours.'], {
      partner_email: 'Not yours.',
    });
    expect(detailsFieldError(mine)).toEqual({ field: 'partner_email', message: 'Not yours.' });
    const clinic = refusal(422, 'clinic_not_offered', ['Not here.'], { clinic_id: 'Not here.' });
    expect(detailsFieldError(clinic)).toEqual({ field: 'clinic', message: 'Not here.' });
    // Validation of the body names the field too.
    const invalid = refusal(422, 'invalid_input', ['Enter an email.'], {
      partner_email: 'Enter an email.',
    });
    expect(detailsFieldError(invalid)).toEqual({
      field: 'partner_email',
      message: 'Enter an email.',
    });
    expect(detailsFieldError({ ...mine, status: 409 })).toBeUndefined();
  });
});
