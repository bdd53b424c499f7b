import type { Database } from './client';

/**
 * Runs work in one transaction (a savepoint when already inside one). The transaction handle is
 * given the Database type so that query functions take either.
 */
export const inTransaction = <T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Database));
