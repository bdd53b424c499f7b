import { createHmac } from 'node:crypto';

/** HMAC-SHA256 as lowercase hex: payment signatures, unguessable names derived from ids. */
export const hmacHex = (secret: string, data: string | Buffer): string =>
  createHmac('sha256', secret).update(data).digest('hex');
