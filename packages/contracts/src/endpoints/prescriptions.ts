import type { Endpoint } from '../endpoint';
import {
  downloadLinkResponseSchema,
  downloadParamsSchema,
  patientParamsSchema,
  prescriptionBodySchema,
  prescriptionCorrectionBodySchema,
  prescriptionResponseSchema,
  prescriptionsResponseSchema,
  recordParamsSchema,
} from '../records/prescriptions';

/** The caller's prescriptions (latest version of each), newest first. */
export const myPrescriptionsEndpoint = {
  method: 'GET',
  path: '/customers/prescriptions',
  response: prescriptionsResponseSchema,
} as const satisfies Endpoint;

/** One of the caller's prescriptions (any version). */
export const myPrescriptionEndpoint = {
  method: 'GET',
  path: '/customers/prescriptions/:id',
  params: recordParamsSchema,
  response: prescriptionResponseSchema,
} as const satisfies Endpoint;

/** A short-lived link to one of the caller's prescriptions as a PDF. */
export const myPrescriptionLinkEndpoint = {
  method: 'POST',
  path: '/customers/prescriptions/:id/download_link',
  params: recordParamsSchema,
  response: downloadLinkResponseSchema,
} as const satisfies Endpoint;

/** The prescription PDF behind a download link, as an attachment. */
export const prescriptionDownloadEndpoint = {
  method: 'GET',
  path: '/prescriptions/download/:token',
  params: downloadParamsSchema,
} as const satisfies Endpoint;

/** A patient's prescriptions (patients in the clinician's provider's care only). */
export const patientPrescriptionsEndpoint = {
  method: 'GET',
  path: '/clinicians/patients/:patientId/prescriptions',
  params: patientParamsSchema,
  response: prescriptionsResponseSchema,
} as const satisfies Endpoint;

/** Issue a prescription (psychiatrists, for patients in their care); answered with 201. */
export const issuePrescriptionEndpoint = {
  method: 'POST',
  path: '/clinicians/patients/:patientId/prescriptions',
  params: patientParamsSchema,
  body: prescriptionBodySchema,
  response: prescriptionResponseSchema,
} as const satisfies Endpoint;

/** One prescription of a patient in the clinician's care. */
export const patientPrescriptionEndpoint = {
  method: 'GET',
  path: '/clinicians/prescriptions/:id',
  params: recordParamsSchema,
  response: prescriptionResponseSchema,
} as const satisfies Endpoint;

/** Correct a prescription: issues its next version (the latest version only); 201. */
export const correctPrescriptionEndpoint = {
  method: 'POST',
  path: '/clinicians/prescriptions/:id/corrections',
  params: recordParamsSchema,
  body: prescriptionCorrectionBodySchema,
  response: prescriptionResponseSchema,
} as const satisfies Endpoint;
