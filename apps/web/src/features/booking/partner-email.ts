import { StorageKey } from '../../lib/storage-keys';
import { readJson, sessionStore } from '../../lib/storage';

// The couple partner's email is someone else's personal data: kept in session storage for the
// expert being booked, not in the address (addresses end up in history, logs and shared links).

interface StoredPartner {
  providerUuid: string;
  email: string;
}

export function readPartnerEmail(providerUuid: string): string | null {
  const stored = readJson<StoredPartner>(sessionStore, StorageKey.bookingPartnerEmail);
  return stored?.providerUuid === providerUuid && typeof stored.email === 'string'
    ? stored.email
    : null;
}

export function keepPartnerEmail(providerUuid: string, email: string): void {
  const stored: StoredPartner = { providerUuid, email };
  sessionStore.setItem(StorageKey.bookingPartnerEmail, JSON.stringify(stored));
}
