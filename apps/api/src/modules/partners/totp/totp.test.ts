import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchingStep, otpauthUri, totpCode, totpStep } from './totp';
import { openTotpSecret, sealTotpSecret } from './secrets';

// RFC 6238 appendix B (SHA-1 seed "12345678901234567890"), last 6 of the 8 digits it lists.
const RFC_KEY = Buffer.from('12345678901234567890');
const vectors: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('RFC 6238 codes', () => {
  it.each(vectors)('at %i seconds the code is %s', (seconds, code) => {
    expect(totpCode(RFC_KEY, totpStep(new Date(seconds * 1000)))).toBe(code);
  });

  it('round-trips base32 (RFC 4648 test strings)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
  });

  it('accepts the previous and the next step, not two away', () => {
    const secret = base32Encode(RFC_KEY);
    const now = new Date(1111111111 * 1000);
    const step = totpStep(now);
    for (const offset of [-1, 0, 1]) {
      expect(matchingStep(secret, totpCode(RFC_KEY, step + offset), now)).toBe(step + offset);
    }
    expect(matchingStep(secret, totpCode(RFC_KEY, step - 2), now)).toBeNull();
    expect(matchingStep(secret, totpCode(RFC_KEY, step + 2), now)).toBeNull();
  });

  it('names issuer and account in the otpauth URI', () => {
    const uri = otpauthUri('JBSWY3DPEHPK3PXP', 'Kaizen · Acme', 'a@b.example');
    expect(uri).toMatch(
      /^otpauth:\/\/totp\/Kaizen%20%C2%B7%20Acme:a%40b\.example\?secret=JBSWY3DPEHPK3PXP&/,
    );
    expect(uri).toContain('period=30');
  });
});

describe('sealed TOTP secrets', () => {
  it('open with the same key only, and never store the secret as text', () => {
    const sealed = sealTotpSecret('key-one', 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openTotpSecret('key-one', sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openTotpSecret('key-two', sealed)).toThrow();
  });
});
