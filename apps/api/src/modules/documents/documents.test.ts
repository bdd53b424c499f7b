import {
  INVALID_UPLOAD_FORMAT_MESSAGE,
  documentResponseSchema,
  documentsResponseSchema,
  downloadLinkResponseSchema,
  uploadTooLargeMessage,
} from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import {
  MONDAY,
  careTeamSetup,
  clinicianWithProvider,
  signedUpPatient,
  type SignedIn,
  type TestClinician,
} from '../../test/care-relationship';
import { auditLog } from '../audit/tables';
import { documents } from './tables';

// Issue 12, SPEC §5: uploads are checked by name and by content, limited in size, stored through
// the storage adapter and downloaded only through short-lived links, as attachments.

let t: TestApp;
let patient: SignedIn;
let doctor: TestClinician;
beforeAll(async () => {
  ({ t, patient, doctor } = await careTeamSetup('therapist', { UPLOAD_LIMIT_MB: '1' }));
});
afterAll(() => t.app.close());

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

const upload = (
  headers: Record<string, string>,
  name: string,
  body: Buffer,
  url = '/api/customers/documents',
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...headers,
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
    },
    payload: body,
  });

async function download(headers: Record<string, string>, id: string, side = 'customers') {
  const link = await t.app.inject({
    method: 'POST',
    url: `/api/${side}/documents/${id}/download_link`,
    headers,
  });
  expect(link.statusCode, link.body).toBe(200);
  return t.app.inject({
    method: 'GET',
    url: downloadLinkResponseSchema.parse(link.json()).data.url,
  });
}

const auditActions = async (id: string) =>
  (
    await t.app.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'document'), eq(auditLog.resourceId, id)))
      .orderBy(auditLog.id)
  ).map((row) => `${row.action}:${row.actorId}`);

describe('uploading', () => {
  it('stores a PDF and gives the same bytes back as an attachment, audited', async () => {
    const response = await upload(patient.session, 'Blood report – März.pdf', PDF);
    expect(response.statusCode, response.body).toBe(201);
    const document = documentResponseSchema.parse(response.json()).data;
    expect(document).toMatchObject({
      file_name: 'Blood report – März.pdf',
      mime_type: 'application/pdf',
      size_bytes: PDF.length,
      uploaded_by: 'you',
      can_delete: true,
    });

    const file = await download(patient.session, document.id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Blood report _ M_rz.pdf"; filename*=UTF-8''${encodeURIComponent('Blood report – März.pdf')}`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');

    const list = documentsResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/customers/documents',
          headers: patient.session,
        })
      ).json(),
    );
    expect(list.data.map((item) => item.id)).toContain(document.id);
    expect(await auditActions(document.id)).toEqual([
      `create:${patient.id}`,
      `download:${patient.id}`,
      `list:${patient.id}`,
    ]);
  });

  it('refuses a renamed executable, an unknown type and an empty file with the SPEC §5 text', async () => {
    for (const [name, body] of [
      ['prescription.pdf', EXE],
      ['setup.exe', EXE],
      ['photo.png', PDF],
    ] as const) {
      const response = await upload(patient.session, name, body);
      expect(response.statusCode, name).toBe(422);
      expect(response.json()).toMatchObject({ errors: [INVALID_UPLOAD_FORMAT_MESSAGE] });
    }
    expect((await upload(patient.session, 'empty.txt', Buffer.alloc(0))).statusCode).toBe(422);
    const rows = await t.app.db.select().from(documents).where(eq(documents.patientId, patient.id));
    expect(rows.map((row) => row.fileName)).not.toContain('prescription.pdf');
  });

  it('refuses a file over the limit with the SPEC §5 text (413), and takes one exactly at it', async () => {
    const over = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1_000_000 - 8, 0x20)]);
    const response = await upload(patient.session, 'scan.pdf', over);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ errors: [uploadTooLargeMessage(1)] });
    expect(uploadTooLargeMessage(1)).toBe("File size can't be more than 1 MB.");
    const atLimit = await upload(patient.session, 'scan.pdf', over.subarray(0, 1_000_000));
    expect(atLimit.statusCode, atLimit.body).toBe(201);
  });

  it('keeps text as text/plain, served as an attachment, never as a page', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const response = await upload(patient.session, 'notes.txt', html);
    expect(response.statusCode).toBe(201);
    const file = await download(
      patient.session,
      documentResponseSchema.parse(response.json()).data.id,
    );
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers['content-security-policy']).toContain('sandbox');
  });
});

describe('who can see a document', () => {
  it('a clinician in care uploads and reads; another patient and another clinician get 404', async () => {
    const byDoctor = await upload(
      doctor.session,
      'care-letter.pdf',
      PDF,
      `/api/clinicians/patients/${patient.uuid}/documents`,
    );
    expect(byDoctor.statusCode, byDoctor.body).toBe(201);
    const letter = documentResponseSchema.parse(byDoctor.json()).data;
    const mine = documentsResponseSchema
      .parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/customers/documents',
            headers: patient.session,
          })
        ).json(),
      )
      .data.find((item) => item.id === letter.id);
    expect(mine).toMatchObject({
      uploaded_by: 'clinician',
      uploader_name: 'Test therapist',
      can_delete: false,
    });
    const refusedDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/customers/documents/${letter.id}`,
      headers: patient.session,
    });
    expect(refusedDelete.statusCode).toBe(403);
    expect((await download(doctor.session, letter.id, 'clinicians')).rawPayload.equals(PDF)).toBe(
      true,
    );

    const stranger = await signedUpPatient(t.app);
    const otherDoctor = await clinicianWithProvider(t.app, 'therapist');
    const before = await auditActions(letter.id);
    for (const [headers, method, url] of [
      [stranger.session, 'POST', `/api/customers/documents/${letter.id}/download_link`],
      [stranger.session, 'DELETE', `/api/customers/documents/${letter.id}`],
      [otherDoctor.session, 'POST', `/api/clinicians/documents/${letter.id}/download_link`],
      [otherDoctor.session, 'GET', `/api/clinicians/patients/${patient.uuid}/documents`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers })).statusCode, url).toBe(404);
    }
    expect(
      (
        await upload(
          otherDoctor.session,
          'x.pdf',
          PDF,
          `/api/clinicians/patients/${patient.uuid}/documents`,
        )
      ).statusCode,
    ).toBe(404);
    const strangers = documentsResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/customers/documents',
          headers: stranger.session,
        })
      ).json(),
    );
    expect(strangers.data).toEqual([]);
    expect(await auditActions(letter.id)).toHaveLength(before.length);
  });

  it('deletes the patient’s own upload and its link stops working', async () => {
    const created = documentResponseSchema.parse(
      (await upload(patient.session, 'old.pdf', PDF)).json(),
    ).data;
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/customers/documents/${created.id}/download_link`,
      headers: patient.session,
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/customers/documents/${created.id}`,
      headers: patient.session,
    });
    expect(removed.statusCode).toBe(200);
    const { url } = downloadLinkResponseSchema.parse(link.json()).data;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await auditActions(created.id)).toEqual([
      `create:${patient.id}`,
      `delete:${patient.id}`,
    ]);
  });

  it('links expire after two minutes', async () => {
    const created = documentResponseSchema.parse(
      (await upload(patient.session, 'x.pdf', PDF)).json(),
    ).data;
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/customers/documents/${created.id}/download_link`,
      headers: patient.session,
    });
    t.clock.advance(121_000);
    try {
      const { url } = downloadLinkResponseSchema.parse(link.json()).data;
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      t.clock.set(MONDAY);
    }
  });
});
