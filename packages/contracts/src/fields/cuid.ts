// SPEC §5: the stored anonymous id must be a valid cuid. Both generations are accepted, so ids
// stored by older clients stay valid.

/** Classic cuid: 'c' then 24 lowercase base-36 characters (timestamp, counter, fingerprint, random). */
export const CLASSIC_CUID_PATTERN = /^c[0-9a-z]{24}$/;
/**
 * cuid2: a lowercase letter then lowercase base-36 characters. Its generator takes a length of 2
 * to 32 (default 24), so that is the range accepted. A classic cuid is also a well-formed cuid2.
 */
export const CUID2_PATTERN = /^[a-z][0-9a-z]{1,31}$/;

export const isClassicCuid = (value: unknown): value is string =>
  typeof value === 'string' && CLASSIC_CUID_PATTERN.test(value);

/** 'undefined' and 'null' fit the cuid2 shape but are values that went through String() (SPEC §5). */
const STRINGIFIED_EMPTY = new Set(['undefined', 'null']);

export const isCuid2 = (value: unknown): value is string =>
  typeof value === 'string' && CUID2_PATTERN.test(value) && !STRINGIFIED_EMPTY.has(value);

export const isCuid = (value: unknown): value is string => isClassicCuid(value) || isCuid2(value);

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';
const CREATED_LENGTH = 24;

/**
 * A new 24-character id in cuid2 form: a letter, then 23 base-36 characters from the platform's
 * cryptographic random source (about 119 bits), enough that anonymous ids never collide.
 */
export function createCuid(): string {
  let id = '';
  while (id.length < CREATED_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(CREATED_LENGTH))) {
      // Bytes at or above the largest multiple of the alphabet size are skipped so that every
      // character is equally likely (26 letters first, 36 characters after).
      const size = id.length === 0 ? 26 : 36;
      if (id.length < CREATED_LENGTH && byte < 256 - (256 % size)) {
        id += BASE36.charAt((id.length === 0 ? 10 : 0) + (byte % size));
      }
    }
  }
  return id;
}
