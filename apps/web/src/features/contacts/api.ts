import {
  contactPath,
  contactResponseSchema,
  type Contact,
  type ContactBody,
  type ContactKind,
} from '@kaizen/contracts';
import { http } from '../../lib/http/client';

// Emergency and parent contact calls (SPEC §7; shapes in contracts contacts.ts).

export async function fetchContact(
  kind: ContactKind,
  signal?: AbortSignal,
): Promise<Contact | null> {
  const response = await http.get(contactPath(kind), { signal });
  return contactResponseSchema.parse(response.data).data;
}

export async function saveContact(kind: ContactKind, body: ContactBody): Promise<Contact | null> {
  const response = await http.put(contactPath(kind), body);
  return contactResponseSchema.parse(response.data).data;
}

export async function removeContact(kind: ContactKind): Promise<void> {
  await http.delete(contactPath(kind));
}
