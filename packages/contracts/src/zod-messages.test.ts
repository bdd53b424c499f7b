import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configureZodMessages, fieldName } from './zod-messages';

const messageOf = (schema: z.ZodType, value: unknown): string[] =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('friendly default Zod messages', () => {
  beforeAll(() => configureZodMessages());

  it('a missing field is required, by its name', () => {
    const schema = z.object({ is_tnc_checked: z.literal(true), firstname: z.string() });
    expect(messageOf(schema, {})).toEqual([
      'is_tnc_checked is required.',
      'firstname is required.',
    ]);
  });

  it('null counts as missing', () => {
    expect(messageOf(z.object({ email: z.string() }), { email: null })).toEqual([
      'email is required.',
    ]);
  });

  it('a value of the wrong type names the expected kind', () => {
    const schema = z.object({
      firstname: z.string(),
      age: z.number(),
      count: z.int(),
      active: z.boolean(),
      tags: z.array(z.string()),
      address: z.object({}),
    });
    expect(
      messageOf(schema, {
        firstname: 1,
        age: 'x',
        count: 1.5,
        active: 'yes',
        tags: 'a',
        address: 1,
      }),
    ).toEqual([
      'firstname must be text.',
      'age must be a number.',
      'count must be a whole number.',
      'active must be true or false.',
      'tags must be a list.',
      'address must be an object.',
    ]);
  });

  it('an empty required text reads as required; other lengths give the count', () => {
    const schema = z.object({
      name: z.string().min(1),
      code: z.string().length(6),
      bio: z.string().max(1),
      pin: z.string().min(4),
    });
    expect(messageOf(schema, { name: '', code: '123', bio: 'ab', pin: '1' })).toEqual([
      'name is required.',
      'code must be exactly 6 characters.',
      'bio can have at most 1 character.',
      'pin must have at least 4 characters.',
    ]);
  });

  it('number bounds say inclusive or exclusive', () => {
    const schema = z.object({
      a: z.number().min(1),
      b: z.number().gt(1),
      c: z.number().max(5),
      d: z.number().lt(5),
      e: z.number().multipleOf(5),
    });
    expect(messageOf(schema, { a: 0, b: 1, c: 6, d: 5, e: 7 })).toEqual([
      'a must be at least 1.',
      'b must be greater than 1.',
      'c must be at most 5.',
      'd must be less than 5.',
      'e must be a multiple of 5.',
    ]);
  });

  it('list sizes count items', () => {
    const schema = z.object({ ids: z.array(z.number()).min(2).max(3) });
    expect(messageOf(schema, { ids: [1] })).toEqual(['ids must have at least 2 items.']);
    expect(messageOf(schema, { ids: [1, 2, 3, 4] })).toEqual(['ids can have at most 3 items.']);
  });

  it('formats', () => {
    const schema = z.object({
      email: z.email(),
      site: z.url(),
      code: z.string().regex(/^\d+$/),
      ref: z.string().startsWith('KZ-'),
      id: z.uuid(),
    });
    expect(
      messageOf(schema, { email: 'x', site: 'nope', code: 'a', ref: 'AB', id: 'nope' }),
    ).toEqual([
      'email must be a valid email address.',
      'site must be a valid URL.',
      'code is not in the expected format.',
      'ref must start with "KZ-".',
      'id must be a valid UUID.',
    ]);
  });

  it('other formats, dates, record keys and set items', () => {
    const schema = z.object({
      file: z.string().endsWith('.pdf'),
      note: z.string().includes('@'),
      at: z.iso.datetime(),
      ip: z.ipv4(),
      tag: z.nanoid(),
      from: z.date().min(new Date('2024-01-01T00:00:00Z')),
      until: z.date().max(new Date('2024-12-31T00:00:00Z')),
      scores: z.record(z.string().regex(/^[a-z]+$/), z.number()),
      picks: z.set(z.number()),
    });
    expect(
      messageOf(schema, {
        file: 'a.doc',
        note: 'x',
        at: 'yesterday',
        ip: '999.1.1.1',
        tag: '!',
        from: new Date('2023-06-01T00:00:00Z'),
        until: new Date('2025-06-01T00:00:00Z'),
        scores: { C1: 1 },
        picks: new Set(['x']),
      }),
    ).toEqual([
      'file must end with ".pdf".',
      'note must include "@".',
      'at must be a date and time (ISO 8601).',
      'ip must be a valid IPv4 address.',
      'tag must be a valid nanoid.',
      'from must be on or after 2024-01-01.',
      'until must be on or before 2024-12-31.',
      'scores has an invalid key: C1.',
      'picks must be a number.',
    ]);
  });

  it('enums and literals list what is allowed', () => {
    const schema = z.object({ gender: z.enum(['male', 'female']), flag: z.literal(true) });
    expect(messageOf(schema, { gender: 'x', flag: false })).toEqual([
      'gender must be one of "male", "female".',
      'flag must be true.',
    ]);
    const many = z.enum(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k']);
    expect(messageOf(many, 'z')).toEqual(['Value is not one of the allowed values.']);
  });

  it('nested paths and array indexes name the exact field', () => {
    const schema = z.object({ members: z.array(z.object({ email: z.string() })) });
    expect(messageOf(schema, { members: [{ email: 'a' }, {}] })).toEqual([
      'members[1].email is required.',
    ]);
  });

  it('unknown fields of a strict object are named', () => {
    const schema = z.strictObject({ a: z.string(), nested: z.strictObject({}) });
    expect(messageOf(schema, { a: 'x', b: 1, c: 2, nested: { d: 1 } })).toEqual([
      'Unknown field in nested: d.',
      'Unknown fields: b, c.',
    ]);
  });

  it('unions, refinements and the root value', () => {
    expect(messageOf(z.object({ v: z.union([z.string(), z.number()]) }), { v: true })).toEqual([
      'v is invalid.',
    ]);
    expect(messageOf(z.object({ v: z.union([z.string(), z.number()]) }), {})).toEqual([
      'v is required.',
    ]);
    expect(
      messageOf(
        z.string().refine((s) => s === 'ok'),
        'no',
      ),
    ).toEqual(['Value is invalid.']);
    expect(messageOf(z.string(), undefined)).toEqual(['Value is required.']);
  });

  it('a message set on the schema still wins', () => {
    const schema = z.object({
      email: z.string({ error: 'Email is required.' }).min(3, 'Too short'),
    });
    expect(messageOf(schema, {})).toEqual(['Email is required.']);
    expect(messageOf(schema, { email: 'a' })).toEqual(['Too short']);
  });

  it('is idempotent', () => {
    configureZodMessages();
    configureZodMessages();
    expect(messageOf(z.object({ a: z.string() }), {})).toEqual(['a is required.']);
  });
});

describe('fieldName', () => {
  it('joins keys with dots and indexes with brackets', () => {
    expect(fieldName(['a', 'b', 0, 'c'])).toBe('a.b[0].c');
    expect(fieldName([0])).toBe('[0]');
    expect(fieldName([])).toBe('Value');
    expect(fieldName(undefined)).toBe('Value');
  });
});
