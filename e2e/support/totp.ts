import crypto from 'node:crypto';

// What a member's authenticator app does (RFC 6238: SHA-1, 30-second steps, 6 digits), so a
// test can type the code a phone would show for the secret Kaizen displayed.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/\s+/g, '').toUpperCase()) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The code for now, or `offset` steps of 30 seconds away. */
export function authenticatorCode(secret: string, offset = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offset));
  const hmac = crypto.createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const start = (hmac.at(-1) ?? 0) & 0x0f;
  return String((hmac.readUInt32BE(start) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
