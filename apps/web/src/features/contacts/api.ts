import {
  CONTACT_ENDPOINTS,
  type Contact,
  type ContactBody,
  type ContactKind,
} from '@kaizen/contracts';
import { call } from '../../lib/http/call';

// Emergency and parent contact calls (SPEC §7; shapes in contracts contacts.ts).

export async function fetchContact(
  kind: ContactKind,
  signal?: AbortSignal,
): Promise<Contact | null> {
  return (await call(CONTACT_ENDPOINTS[kind].read, { signal })).data;
}

export async function saveContact(kind: ContactKind, body: ContactBody): Promise<Contact | null> {
  return (await call(CONTACT_ENDPOINTS[kind].save, { body })).data;
}

export async function removeContact(kind: ContactKind): Promise<void> {
  await call(CONTACT_ENDPOINTS[kind].remove);
}
