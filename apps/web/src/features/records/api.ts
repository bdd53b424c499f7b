import {
  FILE_NAME_HEADER,
  accessLogEndpoint,
  deleteMyDocumentEndpoint,
  downloadLinkResponseSchema,
  myDocumentLinkEndpoint,
  myDocumentsEndpoint,
  myPrescriptionLinkEndpoint,
  myPrescriptionsEndpoint,
  myTreatmentPlansEndpoint,
  eraseAccountEndpoint,
  exportLinkEndpoint,
  type AccessLogResponse,
  type EraseAccountBody,
  type HealthDocument,
  type Prescription,
  type TreatmentPlan,
  uploadMyDocumentEndpoint,
  urlOf,
} from '@kaizen/contracts';
import { call } from '../../lib/http/call';
import { http } from '../../lib/http/client';

// The patient's health-record calls (paths at the top of contracts' records/*.ts and audit.ts).

export async function fetchPrescriptions(signal?: AbortSignal): Promise<Prescription[]> {
  return (await call(myPrescriptionsEndpoint, { signal })).data;
}

export async function fetchTreatmentPlans(signal?: AbortSignal): Promise<TreatmentPlan[]> {
  return (await call(myTreatmentPlansEndpoint, { signal })).data;
}

export async function fetchDocuments(signal?: AbortSignal): Promise<HealthDocument[]> {
  return (await call(myDocumentsEndpoint, { signal })).data;
}

/** The file itself is the body; the name travels URI-encoded in a header. */
export async function uploadDocument(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<HealthDocument> {
  const response = await http.post(urlOf(uploadMyDocumentEndpoint), file, {
    headers: {
      'Content-Type': 'application/octet-stream',
      [FILE_NAME_HEADER]: encodeURIComponent(file.name),
    },
    // A large file on a slow phone connection: no 30 s cut-off while it is being sent.
    timeout: 0,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(event.loaded / event.total);
    },
  });
  return uploadMyDocumentEndpoint.response.parse(response.data).data;
}

export async function deleteDocument(id: string): Promise<void> {
  await http.delete(urlOf(deleteMyDocumentEndpoint, { id }));
}

async function downloadLink(path: string): Promise<string> {
  const response = await http.post(path);
  return downloadLinkResponseSchema.parse(response.data).data.url;
}

export const prescriptionPdfLink = (id: string) =>
  downloadLink(urlOf(myPrescriptionLinkEndpoint, { id }));
export const documentLink = (id: string) => downloadLink(urlOf(myDocumentLinkEndpoint, { id }));
export const exportLink = () => downloadLink(urlOf(exportLinkEndpoint));

export async function fetchAccessLog(
  query: { before?: number; who: 'all' | 'others' },
  signal?: AbortSignal,
): Promise<AccessLogResponse> {
  return call(accessLogEndpoint, { query, signal });
}

export async function eraseAccount(body: EraseAccountBody): Promise<string[]> {
  return (await call(eraseAccountEndpoint, { body })).data.retained;
}
