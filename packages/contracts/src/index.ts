import { configureZodMessages } from './zod-messages';

// Readable default messages for every Zod schema of both apps (see zod-messages.ts): the one
// deliberate import-time effect of this package, idempotent and limited to Zod's error map.
configureZodMessages();

export * from './validation';
export * from './safe-input';
export * from './errors';
export * from './auth';
export * from './organisations';
export * from './realtime';
export * from './constants';
export * from './messages';
export * from './age';
export * from './uploads';
export * from './video';
export * from './disposable-email';
export * from './cuid';
export * from './avatar';
export * from './text';
export * from './countries';
export * from './provider-filters';
export * from './scheduling';
export * from './zod-messages';
export * from './clinics';
export * from './providers';
export * from './telemetry';
export * from './matching';
export * from './ui-config';
export * from './my-providers';
export * from './provider-labels';
export * from './bookings';
export * from './payments';
export * from './calendar-invite';
export * from './assessments';
export * from './contacts';
export * from './consents';
export * from './web-routes';
export * from './identity-changes';
export * from './membership';
export * from './couple-invitations';
export * from './audit';
export * from './records/prescriptions';
export * from './records/treatment-plans';
export * from './records/documents';
export * from './records/data-rights';
export * from './clinician/workspace';
export * from './clinician/hours';
