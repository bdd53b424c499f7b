import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { auditLog } from '../audit/tables';
import { deviceSessions, passwordResetTokens } from '../auth/tables';
import { bookingFeedback, bookings, sessionNotes } from '../bookings/tables';
import { patientNotes } from '../patient-chart/tables';
import { cfBookingConfigs, customerProviderMappings, providerSwitches } from '../care-team/tables';
import { contactChanges } from '../customers/tables';
import { payments } from '../commerce/tables';
import { documents } from '../documents/tables';
import { uiConfigFlags } from '../engagement/tables';
import { matchedProviders, matchingResponses } from '../matching/tables';
import { outboxMessages } from '../outbox/tables';
import { allPrescriptionsOf } from '../prescriptions/service';
import { realtimeDocuments } from '../realtime/tables';
import { errorReports } from '../telemetry/tables';
import { plansOf } from '../treatment-plans/service';
import { treatmentPlans } from '../treatment-plans/tables';
import type { PersonalDataSection } from './personal-data';

/** Stands in for an erased person's couple partner address (a reserved, undeliverable domain). */
const ERASED_PARTNER_EMAIL = 'erased-partner@erased.invalid';

// The platform's own personal data, table by table (see personal-data.ts).

const devicesSection: PersonalDataSection = {
  key: 'devices',
  tables: ['device_sessions', 'password_reset_tokens'],
  collect: (db, subject) =>
    db
      .select({
        signed_in_at: deviceSessions.signedInAt,
        ended_at: deviceSessions.endedAt,
        device_info: deviceSessions.deviceInfo,
      })
      .from(deviceSessions)
      .where(eq(deviceSessions.userId, subject.id))
      .orderBy(desc(deviceSessions.signedInAt)),
  async erase(tx, subject) {
    // Every device is signed out: its session row is gone, so its token no longer verifies.
    await tx.delete(deviceSessions).where(eq(deviceSessions.userId, subject.id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, subject.id));
  },
};

const pendingContactChangesSection: PersonalDataSection = {
  key: 'pending_contact_changes',
  tables: ['contact_changes'],
  collect: (db, subject) =>
    db
      .select({ kind: contactChanges.kind, new_value: contactChanges.newValue })
      .from(contactChanges)
      .where(eq(contactChanges.userId, subject.id)),
  async erase(tx, subject) {
    await tx.delete(contactChanges).where(eq(contactChanges.userId, subject.id));
  },
};

const sessionsSection: PersonalDataSection = {
  key: 'sessions',
  // Clinicians' private notes (session_notes, patient_notes) are not exported: they are the
  // clinician's working notes (issue 13); they go with the account.
  tables: ['bookings', 'booking_feedback', 'session_notes', 'patient_notes'],
  collect: (db, subject) =>
    db
      .select({
        id: bookings.uuid,
        kind: bookings.kind,
        starts_at: bookings.startsAt,
        ends_at: bookings.endsAt,
        status: bookings.status,
        price_paise: bookings.price,
        partner_email: bookings.partnerEmail,
        cancel_reason: bookings.cancelReason,
        cancelled_by: bookings.cancelledBy,
        feedback_rating: bookingFeedback.rating,
        feedback_text: bookingFeedback.text,
      })
      .from(bookings)
      .leftJoin(bookingFeedback, eq(bookingFeedback.bookingId, bookings.id))
      .where(eq(bookings.userId, subject.id))
      .orderBy(desc(bookings.startsAt)),
  async erase(tx, subject) {
    // The booking rows stay (a provider's past schedule, payments refer to them) with nothing
    // about the person but the anonymised account number.
    const mine = tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.userId, subject.id));
    await tx.delete(bookingFeedback).where(inArray(bookingFeedback.bookingId, mine));
    await tx.delete(sessionNotes).where(inArray(sessionNotes.bookingId, mine));
    await tx.delete(patientNotes).where(eq(patientNotes.patientId, subject.id));
    // A couple booking must keep a partner address (check bookings_couple_partner), so the
    // partner's address typed by this person becomes a placeholder there.
    await tx
      .update(bookings)
      .set({
        partnerEmail: sql`case when ${bookings.kind} = 'couple' then ${ERASED_PARTNER_EMAIL} end`,
        cancelReason: null,
        checkoutUrl: null,
      })
      .where(eq(bookings.userId, subject.id));
  },
};

const paymentsSection: PersonalDataSection = {
  key: 'payments',
  tables: [],
  collect: (db, subject) =>
    db
      .select({
        id: payments.uuid,
        purpose: payments.purpose,
        amount_paise: payments.amountPaise,
        currency: payments.currency,
        status: payments.status,
        refunded_paise: payments.refundedPaise,
        created_at: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.userId, subject.id))
      .orderBy(desc(payments.createdAt)),
  erase: async () => undefined,
};

const careTeamSection: PersonalDataSection = {
  key: 'care_team',
  tables: ['customer_provider_mappings', 'provider_switches'],
  collect: async (db, subject) => ({
    providers: await db
      .select({
        provider_type: customerProviderMappings.providerType,
        roles: customerProviderMappings.roles,
        since: customerProviderMappings.createdAt,
        ended_at: customerProviderMappings.endedAt,
      })
      .from(customerProviderMappings)
      .where(eq(customerProviderMappings.userId, subject.id)),
    // The person's own words to their new clinician are theirs to take away.
    switches: await db
      .select({
        provider_type: providerSwitches.providerType,
        reason_code: providerSwitches.reasonCode,
        reason_text: providerSwitches.reasonText,
        created_at: providerSwitches.createdAt,
        settled_at: providerSwitches.settledAt,
      })
      .from(providerSwitches)
      .where(eq(providerSwitches.userId, subject.id)),
  }),
  async erase(tx, subject) {
    await tx.delete(providerSwitches).where(eq(providerSwitches.userId, subject.id));
    await tx
      .delete(customerProviderMappings)
      .where(eq(customerProviderMappings.userId, subject.id));
  },
};

/** What a care-first user may book (SPEC §3 cf_booking_configs), when set for them alone. */
const careFirstBookingSection: PersonalDataSection = {
  key: 'care_first_booking',
  tables: ['cf_booking_configs'],
  collect: (db, subject) =>
    db
      .select({
        provider_types: cfBookingConfigs.providerTypes,
        session_kinds: cfBookingConfigs.sessionKinds,
        updated_at: cfBookingConfigs.updatedAt,
      })
      .from(cfBookingConfigs)
      .where(eq(cfBookingConfigs.userId, subject.id)),
  async erase(tx, subject) {
    await tx.delete(cfBookingConfigs).where(eq(cfBookingConfigs.userId, subject.id));
  },
};

const matchingSection: PersonalDataSection = {
  key: 'matching',
  tables: ['matching_responses', 'matched_providers'],
  collect: (db, subject) =>
    db.select().from(matchingResponses).where(eq(matchingResponses.userId, subject.id)),
  async erase(tx, subject) {
    await tx.delete(matchedProviders).where(eq(matchedProviders.userId, subject.id));
    await tx.delete(matchingResponses).where(eq(matchingResponses.userId, subject.id));
  },
};

const appSettingsSection: PersonalDataSection = {
  key: 'app_settings',
  tables: ['ui_config_flags', 'realtime_documents'],
  collect: async (db, subject) => ({
    ui_flags: await db.select().from(uiConfigFlags).where(eq(uiConfigFlags.userId, subject.id)),
    realtime: await db
      .select()
      .from(realtimeDocuments)
      .where(eq(realtimeDocuments.userId, subject.id)),
  }),
  async erase(tx, subject) {
    await tx.delete(uiConfigFlags).where(eq(uiConfigFlags.userId, subject.id));
    await tx.delete(realtimeDocuments).where(eq(realtimeDocuments.userId, subject.id));
  },
};

const messagesTo = (subject: { id: number; email: string; mobile: string | null }) =>
  or(
    eq(outboxMessages.userId, String(subject.id)),
    eq(outboxMessages.recipient, subject.email),
    ...(subject.mobile ? [eq(outboxMessages.recipient, subject.mobile)] : []),
  );

const messagesSection: PersonalDataSection = {
  key: 'messages',
  tables: ['outbox_messages', 'error_reports'],
  collect: (db, subject) =>
    db
      .select({
        channel: outboxMessages.channel,
        subject: outboxMessages.subject,
        created_at: outboxMessages.createdAt,
        sent_at: outboxMessages.sentAt,
      })
      .from(outboxMessages)
      .where(messagesTo(subject))
      .orderBy(desc(outboxMessages.createdAt)),
  async erase(tx, subject) {
    await tx.delete(outboxMessages).where(messagesTo(subject));
    if (subject.clientIds.length > 0) {
      await tx.delete(errorReports).where(inArray(errorReports.clientId, subject.clientIds));
    }
  },
};

const prescriptionsSection: PersonalDataSection = {
  key: 'prescriptions',
  tables: [],
  collect: (db, subject) => allPrescriptionsOf(db, subject.id),
  // Retained (RETAINED_TABLES): issued prescriptions are legal records and never change.
  erase: async () => undefined,
};

const documentsSection: PersonalDataSection = {
  key: 'documents',
  tables: ['documents'],
  collect: (db, subject) =>
    db
      .select({
        id: documents.uuid,
        file_name: documents.fileName,
        mime_type: documents.mimeType,
        size_bytes: documents.sizeBytes,
        sha256: documents.sha256,
        uploaded_by: documents.uploaderRole,
        created_at: documents.createdAt,
      })
      .from(documents)
      .where(eq(documents.patientId, subject.id)),
  async erase(tx, subject) {
    const removed = await tx
      .delete(documents)
      .where(eq(documents.patientId, subject.id))
      .returning({ key: documents.storageKey });
    return { files: removed.map((row) => row.key) };
  },
};

const treatmentPlansSection: PersonalDataSection = {
  key: 'treatment_plans',
  tables: ['treatment_plans', 'treatment_plan_notes'],
  collect: (db, subject) => plansOf(db, subject.id),
  async erase(tx, subject) {
    await tx.delete(treatmentPlans).where(eq(treatmentPlans.patientId, subject.id));
  },
};

const accessLogSection: PersonalDataSection = {
  key: 'access_log',
  tables: [],
  collect: (db, subject) =>
    db
      .select({
        at: auditLog.occurredAt,
        actor_id: auditLog.actorId,
        action: auditLog.action,
        resource: auditLog.resource,
        resource_id: auditLog.resourceId,
        ip: auditLog.ip,
      })
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, subject.id)))
      .orderBy(desc(auditLog.id)),
  // Retained (RETAINED_TABLES): append-only by design.
  erase: async () => undefined,
};

/** Data rights' own sections, in export order. */
export const platformPersonalData: readonly PersonalDataSection[] = [
  devicesSection,
  pendingContactChangesSection,
  sessionsSection,
  paymentsSection,
  careTeamSection,
  careFirstBookingSection,
  matchingSection,
  appSettingsSection,
  messagesSection,
  prescriptionsSection,
  documentsSection,
  treatmentPlansSection,
  accessLogSection,
];
