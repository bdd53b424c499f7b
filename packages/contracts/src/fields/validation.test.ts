import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  filterName,
  isAllowedNumericKey,
  isEmptyValue,
  isNumericString,
  isValidEmail,
  isValidPhone,
  normalizePhone,
  personNameSchema,
  phoneSchema,
} from './validation';
import { signInRequestSchema } from '../auth/auth';

describe('phone (SPEC §5: 10 digits starting 5 to 9)', () => {
  it.each(['5', '6', '7', '8', '9'])('first digit %s is accepted', (first) => {
    expect(isValidPhone(`${first}123456789`)).toBe(true);
  });

  it.each(['0', '1', '2', '3', '4'])('first digit %s is refused', (first) => {
    expect(isValidPhone(`${first}123456789`)).toBe(false);
  });

  it('length 9 is refused, 10 accepted, 11 refused', () => {
    expect(isValidPhone('912345678')).toBe(false);
    expect(isValidPhone('9123456789')).toBe(true);
    expect(isValidPhone('91234567890')).toBe(false);
  });

  it('refuses separators, country codes and letters', () => {
    for (const value of ['98765 43210', '+919876543210', '98765-43210', '98765432l0', '']) {
      expect(isValidPhone(value)).toBe(false);
    }
  });

  it('the schema trims and names the rule in its message', () => {
    expect(phoneSchema.parse(' 9876543210 ')).toBe('9876543210');
    expect(phoneSchema.safeParse('4876543210').error?.issues[0]?.message).toBe(
      'Please enter a valid 10-digit mobile number.',
    );
    expect(phoneSchema.safeParse('').error?.issues[0]?.message).toBe('Mobile number is required.');
  });

  it('reads the ways people write a mobile number as its 10 digits', () => {
    for (const written of [
      '+91 98765 43210',
      '+919876543210',
      '919876543210',
      '09876543210',
      '091-98765-43210',
      '0091 98765 43210',
      '(98765) 43210',
      ' 98765-43210 ',
    ]) {
      expect(normalizePhone(written), written).toBe('9876543210');
      expect(phoneSchema.parse(written), written).toBe('9876543210');
    }
    // Not a phone number written another way: unchanged, and still refused where it must be.
    expect(normalizePhone(' Asha@Example.com ')).toBe('Asha@Example.com');
    expect(normalizePhone('+1 415 555 0100')).toBe('14155550100');
    expect(phoneSchema.safeParse('+1 415 555 0100').success).toBe(false);
    expect(phoneSchema.safeParse('0123456789').success).toBe(false);
  });

  it('signs in with the same account however the number is written', () => {
    for (const login of ['+91 98765 43210', '09876543210', '9876543210']) {
      expect(signInRequestSchema.parse({ login, password: 'x' }).login, login).toBe('9876543210');
    }
    expect(signInRequestSchema.parse({ login: 'Asha@Example.com', password: 'x' }).login).toBe(
      'asha@example.com',
    );
  });
});

describe('email (SPEC §5)', () => {
  const withTld = (length: number) => `user@example.${'a'.repeat(length)}`;

  it('top-level part of 1 character is refused, 2 accepted', () => {
    expect(isValidEmail(withTld(1))).toBe(false);
    expect(isValidEmail(withTld(2))).toBe(true);
  });

  it('top-level part of 25 characters is accepted, 26 refused', () => {
    expect(isValidEmail(withTld(25))).toBe(true);
    expect(isValidEmail(withTld(26))).toBe(false);
  });

  it.each([
    ['plus sign', 'first+tag@example.com'],
    ['dots', 'first.middle.last@example.com'],
    ['underscores', 'first_last@example.com'],
    ['hyphens', 'first-last@example.com'],
    ['digits', 'user2024@example.co.in'],
    ['subdomains', 'user@mail.example.org'],
  ])('accepts a local part with %s', (_label, email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['no @', 'user.example.com'],
    ['no domain dot', 'user@localhost'],
    ['a space', 'first last@example.com'],
    ['two @', 'a@b@example.com'],
    ['a digit in the top-level part', 'user@example.c0m'],
    ['an empty local part', '@example.com'],
    ['other symbols', 'user!#@example.com'],
  ])('refuses %s', (_label, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('the schema trims and lower-cases before checking', () => {
    expect(emailSchema.parse('  First.Last@Example.COM ')).toBe('first.last@example.com');
    expect(emailSchema.safeParse('user@example.c').error?.issues[0]?.message).toBe(
      'Please enter a valid email address.',
    );
  });
});

describe('name filter (SPEC §5: letters, spaces, dot, apostrophe, hyphen)', () => {
  it('keeps letters of any script, spaces, dot, apostrophe and hyphen', () => {
    expect(filterName("Mary-Jane O'Neil Jr.")).toBe("Mary-Jane O'Neil Jr.");
    expect(filterName('Zoë Ångström')).toBe('Zoë Ångström');
    expect(filterName('अनन्या')).toBe('अनन्या');
    expect(filterName('கார்த்திக்')).toBe('கார்த்திக்');
    expect(filterName('Jose\u0301')).toBe('Jose\u0301');
  });

  it('removes digits, symbols and emoji', () => {
    expect(filterName('R2-D2 <script>! 😀')).toBe('R-D script ');
    expect(filterName('123')).toBe('');
  });

  it('the name schema refuses what the filter would remove', () => {
    const schema = personNameSchema('First name');
    expect(schema.parse('  Anaïs ')).toBe('Anaïs');
    expect(schema.safeParse('Anaïs2').error?.issues[0]?.message).toBe(
      'First name can contain only letters, spaces, dots, apostrophes and hyphens.',
    );
    expect(schema.safeParse('   ').error?.issues[0]?.message).toBe('First name is required.');
    expect(schema.safeParse("-.'").success).toBe(false);
    expect(schema.safeParse('a'.repeat(51)).success).toBe(false);
    expect(schema.safeParse('a'.repeat(50)).success).toBe(true);
  });
});

describe('numeric key filter (SPEC §5: digits incl. keypad, and Backspace)', () => {
  it.each(['0', '1', '5', '9'])('main-row digit key %s is allowed', (key) => {
    expect(isAllowedNumericKey(key)).toBe(true);
    expect(isAllowedNumericKey({ key, code: `Digit${key}` })).toBe(true);
  });

  it.each(['Numpad0', 'Numpad4', 'Numpad9'])('keypad %s with Num Lock is allowed', (code) => {
    expect(isAllowedNumericKey({ key: code.slice(-1), code })).toBe(true);
  });

  it('Backspace is allowed', () => {
    expect(isAllowedNumericKey('Backspace')).toBe(true);
    expect(isAllowedNumericKey({ key: 'Backspace', code: 'Backspace' })).toBe(true);
  });

  it.each(['a', 'E', 'e', '+', '-', '.', ' ', ',', '!', '٣'])('character %j is refused', (key) => {
    expect(isAllowedNumericKey(key)).toBe(false);
  });

  it('a shifted digit key (its symbol) is refused', () => {
    expect(isAllowedNumericKey({ key: '!', code: 'Digit1' })).toBe(false);
  });

  it('keypad keys without Num Lock (navigation) are not digits', () => {
    expect(isAllowedNumericKey({ key: 'Insert', code: 'Numpad0' })).toBe(false);
  });

  it("an Android keyboard's 'Unidentified' key is judged by its code", () => {
    expect(isAllowedNumericKey({ key: 'Unidentified', code: 'Numpad7' })).toBe(true);
    expect(isAllowedNumericKey({ key: 'Unidentified', code: 'KeyA' })).toBe(false);
    expect(isAllowedNumericKey({ key: 'Unidentified' })).toBe(false);
  });

  it('keys that insert nothing pass so the form stays usable by keyboard', () => {
    for (const key of ['Tab', 'Enter', 'ArrowLeft', 'ArrowRight', 'Delete', 'Home', 'End']) {
      expect(isAllowedNumericKey(key)).toBe(true);
    }
  });

  it('Ctrl or Cmd shortcuts pass; AltGr (Ctrl+Alt) characters do not', () => {
    expect(isAllowedNumericKey({ key: 'v', ctrlKey: true })).toBe(true);
    expect(isAllowedNumericKey({ key: 'a', metaKey: true })).toBe(true);
    expect(isAllowedNumericKey({ key: '@', ctrlKey: true, altKey: true })).toBe(false);
  });
});

describe('numeric string (SPEC §5: no whitespace, length at most max, numeric)', () => {
  it('length max is accepted, max + 1 refused', () => {
    expect(isNumericString('123456', 6)).toBe(true);
    expect(isNumericString('1234567', 6)).toBe(false);
  });

  it.each([' 123', '123 ', '12 3', '12\t3', '\n'])('whitespace %j is refused', (value) => {
    expect(isNumericString(value, 10)).toBe(false);
  });

  it.each(['', '1e3', '0x1f', '-1', '+1', '1.5', '.5', 'abc', '١٢٣'])(
    '%j is not numeric',
    (value) => {
      expect(isNumericString(value, 10)).toBe(false);
    },
  );

  it('leading zeros are kept as digits (OTPs and PINs)', () => {
    expect(isNumericString('0042', 4)).toBe(true);
  });
});

describe("empty values (SPEC §5: 'undefined', 'null' and '' are empty)", () => {
  it.each([undefined, null, '', 'undefined', 'null'])('%j is empty', (value) => {
    expect(isEmptyValue(value)).toBe(true);
  });

  it.each([' ', '0', 0, false, 'Null', 'NULL', 'none', [], {}])('%j is not empty', (value) => {
    expect(isEmptyValue(value)).toBe(false);
  });
});
