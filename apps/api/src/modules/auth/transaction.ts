// Shared by every module now (db/transaction.ts); kept so auth's imports stay as they were.
export { inTransaction } from '../../db/transaction';
