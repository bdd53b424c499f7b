import type { Database } from '../../db/client';

// Every table that holds something about a person is covered by a section: it says what the
// export shows and what erasure does. A module with personal data of its own exports its section
// and app.ts lists it with data rights' own (composition.ts), so data rights never import it.
// The inventory test in data-rights.test.ts reads the database catalogue and fails for any table
// that refers to a user and is neither in a listed section nor declared retained below.

export interface PersonalSubject {
  id: number;
  uuid: string;
  email: string;
  mobile: string | null;
  firebaseid: string;
  /** The person's device client ids (error reports carry them). */
  clientIds: string[];
}

export interface PersonalDataSection {
  /** The key of this section in the export. */
  key: string;
  /** The tables whose rows about the person this section exports and erases or anonymises. */
  tables: readonly string[];
  collect(db: Database, subject: PersonalSubject): Promise<unknown>;
  /**
   * Removes or anonymises the person's rows, inside the erasure transaction. May return storage
   * keys of files to delete after the transaction commits.
   */
  erase(tx: Database, subject: PersonalSubject): Promise<void | { files?: string[] }>;
}

/**
 * Kept on erasure, for the reasons shown to the person (contracts ERASURE_RETENTION_NOTES):
 * rows that refer to the erased account only by its number once the account is anonymised.
 */
export const RETAINED_TABLES: Readonly<Record<string, string>> = {
  users: 'the account row itself is anonymised, not deleted, so that retained records keep a key',
  prescriptions: 'legal retention of issued prescriptions (immutable; exported)',
  audit_log: 'proof of who accessed the record (append-only; exported)',
  payments: 'tax and accounting records (exported)',
  payment_refunds: 'tax and accounting records',
  clinician_providers: 'clinician accounts only; a patient has no row',
  clinician_calendar_feeds: 'clinician accounts only (a feed address); a patient has no row',
  erased_accounts: 'the record that the account was erased',
  verification_codes:
    'pending sign-ups belong to no account yet: deleted when the code is used or an hour after they start',
  consent_events:
    'proof of which policy versions the account accepted or withdrew, and when (exported)',
  organisation_logos:
    "an organisation's own logo; it names only the administrator who uploaded it (anonymised with the account)",
  crn_register_imports:
    "an organisation's log of its CRN register imports (counts only, naming the administrator who imported)",
};
