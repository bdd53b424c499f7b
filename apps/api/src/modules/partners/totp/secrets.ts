import crypto from 'node:crypto';

// TOTP secrets are kept encrypted (AES-256-GCM) with a key derived from the server's AUTH_SECRET:
// a copy of the database alone cannot make members' codes. The member sees their secret once, at
// enrolment; no answer returns it afterwards.

const VERSION = 'v1';

const keyFrom = (authSecret: string): Buffer =>
  Buffer.from(crypto.hkdfSync('sha256', authSecret, 'kaizen', 'partner totp secrets', 32));

export function sealTotpSecret(authSecret: string, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyFrom(authSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

export function openTotpSecret(authSecret: string, stored: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== VERSION || !iv || !tag || !sealed) throw new Error('unknown TOTP secret format');
  const decipher = crypto.createDecipheriv(
    'aes-256-gcm',
    keyFrom(authSecret),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(sealed, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
