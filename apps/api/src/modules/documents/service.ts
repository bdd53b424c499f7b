import fs from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DOCUMENT_NOT_FOUND_MESSAGE,
  PATIENT_NOT_FOUND_MESSAGE,
  type HealthDocument,
} from '@kaizen/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { forbidden, notFound } from '../../lib/http-errors';
import { recordAccess, recordAccesses, type AuditSource } from '../audit/service';
import { users } from '../auth/tables';
import { clinicianProviderId, isInCareOf, patientInCareOf } from '../bookings/service';
import type { DocumentStorage } from './storage';
import { receiveUpload, type UploadLimits } from './upload';
import { documents } from './tables';

// Documents of a patient's record: uploaded by the patient or a clinician in their care, read by
// the same people, every access audited. The bytes go through the storage adapter.

export { documentStorageFor, uploadTempDir, type DocumentStorage } from './storage';
export { cleanFileName, precheckUpload } from './upload';

const ONLY_UPLOADER_DELETES_MESSAGE = 'Only the person who uploaded a document can delete it.';

interface Actor {
  id: number;
  usertype: string;
}

function selectDocuments(db: Database) {
  return db
    .select({ doc: documents, uploaderFirst: users.firstname, uploaderLast: users.lastname })
    .from(documents)
    .leftJoin(users, eq(users.id, documents.uploadedById));
}
type Row = Awaited<ReturnType<typeof selectDocuments>>[number];

const toView = (row: Row, viewerId: number): HealthDocument => ({
  id: row.doc.uuid,
  file_name: row.doc.fileName,
  mime_type: row.doc.mimeType,
  size_bytes: row.doc.sizeBytes,
  uploaded_by: row.doc.uploaderRole === 'patient' ? 'you' : 'clinician',
  uploader_name:
    row.doc.uploaderRole === 'clinician' && row.uploaderFirst !== null
      ? `${row.uploaderFirst} ${row.uploaderLast ?? ''}`.trim()
      : null,
  created_at: row.doc.createdAt.toISOString(),
  can_delete: row.doc.uploadedById === viewerId,
});

async function listFor(db: Database, patientId: number, viewerId: number, source: AuditSource) {
  const rows = await selectDocuments(db)
    .where(eq(documents.patientId, patientId))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  await recordAccesses(
    db,
    rows.map((row) => ({
      ...source,
      subjectId: patientId,
      action: 'list' as const,
      resource: 'document',
      resourceId: row.doc.uuid,
    })),
  );
  return rows.map((row) => toView(row, viewerId));
}

export const listMyDocuments = (db: Database, patientId: number, source: AuditSource) =>
  listFor(db, patientId, patientId, source);

async function patientFor(db: Database, clinician: Actor, patientUuid: string) {
  const providerId = await clinicianProviderId(db, clinician);
  const patient = await patientInCareOf(db, providerId, patientUuid);
  if (!patient) throw notFound(PATIENT_NOT_FOUND_MESSAGE);
  return patient;
}

export async function listPatientDocuments(
  db: Database,
  clinician: Actor,
  patientUuid: string,
  source: AuditSource,
) {
  const patient = await patientFor(db, clinician, patientUuid);
  return listFor(db, patient.id, clinician.id, source);
}

interface UploadRequest {
  body: Readable;
  fileName: string;
  limits: UploadLimits;
  now: Date;
  source: AuditSource;
}

async function store(
  db: Database,
  storage: DocumentStorage,
  patientId: number,
  uploader: { id: number; role: 'patient' | 'clinician' },
  upload: UploadRequest,
): Promise<HealthDocument> {
  const file = await receiveUpload(upload.body, upload.fileName, upload.limits);
  const key = randomUUID();
  try {
    await storage.put(key, file);
  } finally {
    await fs.rm(file.path, { force: true });
  }
  try {
    return await inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(documents)
        .values({
          patientId,
          uploadedById: uploader.id,
          uploaderRole: uploader.role,
          fileName: upload.fileName,
          extension: upload.fileName.slice(upload.fileName.lastIndexOf('.') + 1).toLowerCase(),
          mimeType: file.mimeType,
          sizeBytes: file.size,
          sha256: file.sha256,
          storageKey: key,
          createdAt: upload.now,
        })
        .returning();
      if (!row) throw new Error('document insert returned nothing');
      await recordAccess(tx, {
        ...upload.source,
        subjectId: patientId,
        action: 'create',
        resource: 'document',
        resourceId: row.uuid,
      });
      const [created] = await selectDocuments(tx).where(eq(documents.id, row.id));
      if (!created) throw new Error('the new document was not found');
      return toView(created, uploader.id);
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

export const uploadMyDocument = (
  db: Database,
  storage: DocumentStorage,
  patientId: number,
  upload: UploadRequest,
) => store(db, storage, patientId, { id: patientId, role: 'patient' }, upload);

export async function uploadPatientDocument(
  db: Database,
  storage: DocumentStorage,
  clinician: Actor,
  patientUuid: string,
  upload: UploadRequest,
) {
  const patient = await patientFor(db, clinician, patientUuid);
  return store(db, storage, patient.id, { id: clinician.id, role: 'clinician' }, upload);
}

/** The document if the actor may read it: its patient, or a clinician whose provider has them in care. */
async function readable(db: Database, actor: Actor, uuid: string) {
  const [row] = await db.select().from(documents).where(eq(documents.uuid, uuid));
  if (!row) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  if (row.patientId === actor.id) return row;
  if (actor.usertype !== 'patient') {
    const providerId = await clinicianProviderId(db, actor).catch(() => null);
    if (providerId !== null && (await isInCareOf(db, providerId, row.patientId))) return row;
  }
  throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
}

/** Checks access before a download link is made (the download itself is audited). */
export async function documentForLink(db: Database, actor: Actor, uuid: string) {
  await readable(db, actor, uuid);
}

/** The file behind a valid download link, audited as the link's owner's download. */
export async function openDocument(
  db: Database,
  storage: DocumentStorage,
  uuid: string,
  source: AuditSource,
): Promise<{ stream: Readable; fileName: string; mimeType: string; size: number }> {
  const [row] = await db.select().from(documents).where(eq(documents.uuid, uuid));
  if (!row) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  const stream = await storage.read(row.storageKey);
  await recordAccess(db, {
    ...source,
    subjectId: row.patientId,
    action: 'download',
    resource: 'document',
    resourceId: uuid,
  });
  return { stream, fileName: row.fileName, mimeType: row.mimeType, size: row.sizeBytes };
}

export async function deleteMyDocument(
  db: Database,
  storage: DocumentStorage,
  patientId: number,
  uuid: string,
  source: AuditSource,
) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.uuid, uuid), eq(documents.patientId, patientId)));
  if (!row) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  if (row.uploadedById !== patientId) throw forbidden(ONLY_UPLOADER_DELETES_MESSAGE);
  await inTransaction(db, async (tx) => {
    await tx.delete(documents).where(eq(documents.id, row.id));
    await recordAccess(tx, {
      ...source,
      subjectId: patientId,
      action: 'delete',
      resource: 'document',
      resourceId: uuid,
    });
  });
  await storage.remove(row.storageKey);
}
