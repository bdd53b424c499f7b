import { INVALID_CURSOR_MESSAGE, PROVIDER_SORTS, type ProviderSort } from '@kaizen/contracts';
import { z } from 'zod';
import { unprocessable } from '../../lib/http-errors';
import type { SearchPosition } from './search-query';

// The listing cursor: opaque to clients (base64url JSON), it holds the sort it belongs to and the
// sort key and id of the last row of the page, so the next page starts strictly after that row
// whatever was added or removed in between.

const cursorSchema = z.object({
  s: z.enum(PROVIDER_SORTS),
  k: z.tuple([z.number(), z.number()]),
  i: z.number().int().positive(),
});

export function encodeCursor(sort: ProviderSort, position: SearchPosition): string {
  const payload = { s: sort, k: position.key, i: position.id };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

/** The position a cursor names; 422 when it is damaged or was made for the other sort. */
export function decodeCursor(cursor: string, sort: ProviderSort): SearchPosition {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw unprocessable(INVALID_CURSOR_MESSAGE);
  }
  const parsed = cursorSchema.safeParse(payload);
  if (!parsed.success || parsed.data.s !== sort) throw unprocessable(INVALID_CURSOR_MESSAGE);
  return { key: parsed.data.k, id: parsed.data.i };
}
