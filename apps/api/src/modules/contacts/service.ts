import type { contactBodySchema } from '@kaizen/contracts';
import { type Contact, type ContactKind } from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { personalContacts } from './tables';
// This module's rows in the data-rights export and erasure (listed in composition.ts).
export { contactsPersonalData } from './personal-data';

// Emergency and parent contacts of the signed-in person. Every query is keyed by the owner, so
// nobody reaches another person's contacts.

type Row = typeof personalContacts.$inferSelect;

const toContact = (row: Row): Contact => ({
  name: row.name,
  relationship: row.relationship,
  phone: row.phone,
  email: row.email,
  updated_at: row.updatedAt.toISOString(),
});

export async function readContact(
  db: Database,
  userId: number,
  kind: ContactKind,
): Promise<Contact | null> {
  const [row] = await db
    .select()
    .from(personalContacts)
    .where(and(eq(personalContacts.userId, userId), eq(personalContacts.kind, kind)));
  return row ? toContact(row) : null;
}

export async function saveContact(
  db: Database,
  userId: number,
  kind: ContactKind,
  body: z.output<typeof contactBodySchema>,
  now: Date,
): Promise<Contact> {
  const values = {
    name: body.name,
    relationship: body.relationship,
    phone: body.phone,
    email: body.email ?? null,
    updatedAt: now,
  };
  const [row] = await db
    .insert(personalContacts)
    .values({ userId, kind, ...values })
    .onConflictDoUpdate({ target: [personalContacts.userId, personalContacts.kind], set: values })
    .returning();
  if (!row) throw new Error('contact upsert returned no row');
  return toContact(row);
}

/** True when there was a contact to remove. */
export async function removeContact(
  db: Database,
  userId: number,
  kind: ContactKind,
): Promise<boolean> {
  const removed = await db
    .delete(personalContacts)
    .where(and(eq(personalContacts.userId, userId), eq(personalContacts.kind, kind)))
    .returning({ kind: personalContacts.kind });
  return removed.length > 0;
}
