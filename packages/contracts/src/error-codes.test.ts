import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, genericErrorCode } from './error-codes';
import { DEVICE_LOGGED_OUT_MESSAGE, isDeviceLoggedOutBody, receivedErrorSchema } from './errors';

const webSrc = path.resolve(import.meta.dirname, '../../../apps/web/src');

/** Production sources of the web app (tests may compare texts to check what is shown). */
function webSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return webSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const MESSAGE = String.raw`[A-Z][A-Z0-9_]*_MESSAGE\b`;
const TEXT = String.raw`(?:['"\`]|${MESSAGE})`;
/** Ways of deciding by an error's text: comparing it, looking it up, keying a map by it. */
const textMatching = [
  new RegExp(String.raw`[=!]==?\s*${MESSAGE}`),
  new RegExp(String.raw`${MESSAGE}\s*[=!]==?`),
  new RegExp(String.raw`\b(messages|errors|message)(\[\d+\])?\s*[=!]==?\s*['"\`]`),
  new RegExp(String.raw`\.(includes|indexOf|has|some|find|startsWith|endsWith)\(\s*${MESSAGE}`),
  new RegExp(String.raw`\b(messages|errors)\s*\??\.\s*(includes|indexOf|some|find)\(\s*${TEXT}`),
  new RegExp(String.raw`\[\s*${MESSAGE}\s*\]\s*:`),
  new RegExp(String.raw`new (Set|Map)(<[^>]*>)?\(\[[^\]]*${MESSAGE}`),
];

describe('error codes (error-codes.ts, issue 17)', () => {
  it('are distinct snake_case words', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('have a generic per status, and a fallback for any other status', () => {
    expect(genericErrorCode(422)).toBe('invalid_input');
    expect(genericErrorCode(401)).toBe('unauthenticated');
    expect(genericErrorCode(503)).toBe('service_unavailable');
    expect(genericErrorCode(418)).toBe('bad_request');
    expect(genericErrorCode(502)).toBe('internal_error');
  });

  it('are read tolerantly by clients: an unknown code still yields the texts', () => {
    const body = receivedErrorSchema.parse({ errors: ['Later.'], code: 'from_the_future' });
    expect(body).toEqual({ errors: ['Later.'], code: undefined, fields: undefined });
  });

  it('decide that a device was logged out, not its text (SPEC §4)', () => {
    const ended = { errors: ['Worded otherwise.'], code: 'device_logged_out' };
    expect(isDeviceLoggedOutBody(ended)).toBe(true);
    expect(isDeviceLoggedOutBody({ errors: [DEVICE_LOGGED_OUT_MESSAGE], code: 'forbidden' })).toBe(
      false,
    );
  });

  it('are what apps/web/src acts upon: no error text is compared or looked up there', () => {
    const found: string[] = [];
    for (const file of webSources(webSrc)) {
      const text = fs.readFileSync(file, 'utf8');
      const lines = text.split('\n');
      lines.forEach((line, index) => {
        if (textMatching.some((pattern) => pattern.test(line)))
          found.push(`${path.relative(webSrc, file)}:${index + 1}: ${line.trim()}`);
      });
      // A set or map of texts written over several lines.
      const multiLine = new RegExp(String.raw`new (Set|Map)(<[^>]*>)?\(\[[^\]]*${MESSAGE}`, 's');
      if (multiLine.test(text)) found.push(`${path.relative(webSrc, file)}: a set of texts`);
    }
    expect(found).toEqual([]);
  });
});
