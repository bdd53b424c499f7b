import crypto from 'node:crypto';

// RFC 6238 time-based one-time passwords as authenticator apps make them by default: HMAC-SHA-1,
// 30-second steps, 6 digits (RFC 4226 dynamic truncation). Pure functions; the rules (reuse,
// attempt limit, who may verify) are in totp-service.ts.

export const TOTP_STEP_SECONDS = 30;
const DIGITS = 6;
/** One step either side of now: the phone's clock and the typing time may be off by that much. */
const WINDOW = 1;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 160 random bits (RFC 4226's recommended secret length), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return base32Encode(crypto.randomBytes(20));
}

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export const totpStep = (now: Date): number => Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS);

/** The code of one time step (RFC 4226 HOTP with the step as counter). */
export function totpCode(key: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = crypto.createHmac('sha1', key).update(counter).digest();
  const offset = (hmac.at(-1) ?? 0) & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

/** The step (now ±1) whose code this is, or null. Compared in constant time. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const key = base32Decode(secret);
  const current = totpStep(now);
  const given = Buffer.from(code.padEnd(DIGITS, ' ').slice(0, DIGITS));
  let found: number | null = null;
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    // Every step is computed and compared, so the time taken tells nothing about which matched.
    if (crypto.timingSafeEqual(Buffer.from(totpCode(key, step)), given)) found ??= step;
  }
  return found;
}

/** The otpauth:// URI an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
