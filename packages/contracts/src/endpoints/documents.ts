import type { Endpoint } from '../endpoint';
import {
  deletedResponseSchema,
  documentResponseSchema,
  documentsResponseSchema,
} from '../records/documents';
import {
  downloadLinkResponseSchema,
  downloadParamsSchema,
  patientParamsSchema,
  recordParamsSchema,
} from '../records/prescriptions';

/** The caller's documents, newest first. */
export const myDocumentsEndpoint = {
  method: 'GET',
  path: '/customers/documents',
  response: documentsResponseSchema,
} as const satisfies Endpoint;

/** Upload a document (the bytes as the body, the name in x-file-name). */
export const uploadMyDocumentEndpoint = {
  method: 'POST',
  path: '/customers/documents',
  response: documentResponseSchema,
} as const satisfies Endpoint;

/** Delete a document the caller uploaded. */
export const deleteMyDocumentEndpoint = {
  method: 'DELETE',
  path: '/customers/documents/:id',
  params: recordParamsSchema,
  response: deletedResponseSchema,
} as const satisfies Endpoint;

/** A short-lived link to download one of the caller's documents. */
export const myDocumentLinkEndpoint = {
  method: 'POST',
  path: '/customers/documents/:id/download_link',
  params: recordParamsSchema,
  response: downloadLinkResponseSchema,
} as const satisfies Endpoint;

/** A short-lived link to download a document of a patient in the clinician's care. */
export const patientDocumentLinkEndpoint = {
  method: 'POST',
  path: '/clinicians/documents/:id/download_link',
  params: recordParamsSchema,
  response: downloadLinkResponseSchema,
} as const satisfies Endpoint;

/** The file behind a download link, always as an attachment. */
export const documentDownloadEndpoint = {
  method: 'GET',
  path: '/documents/download/:token',
  params: downloadParamsSchema,
} as const satisfies Endpoint;

/** A patient's documents (patients in the clinician's provider's care only). */
export const patientDocumentsEndpoint = {
  method: 'GET',
  path: '/clinicians/patients/:patientId/documents',
  params: patientParamsSchema,
  response: documentsResponseSchema,
} as const satisfies Endpoint;

/** Upload a document to a patient's record. */
export const uploadPatientDocumentEndpoint = {
  method: 'POST',
  path: '/clinicians/patients/:patientId/documents',
  params: patientParamsSchema,
  response: documentResponseSchema,
} as const satisfies Endpoint;
