import {
  clinicianCancelEndpoint,
  clinicianCompleteEndpoint,
  clinicianJoinEndpoint,
  clinicianNoShowEndpoint,
  urlOf,
  type BookingJoin,
  type ClinicianBooking,
} from '@kaizen/contracts';
import { api } from '../app/session';

const MARK_ENDPOINTS = { complete: clinicianCompleteEndpoint, no_show: clinicianNoShowEndpoint };

/** Completed or no-show: the server accepts it once, after the start (a conditional update). */
export const markSession = async (
  id: string,
  mark: 'complete' | 'no_show',
): Promise<ClinicianBooking> => {
  const endpoint = MARK_ENDPOINTS[mark];
  return endpoint.response.parse((await api.post(urlOf(endpoint, { id }))).data).data;
};

/** The clinician cancels with a reason: full refund, and the patient is emailed why. */
export const cancelSession = async (id: string, reason: string): Promise<ClinicianBooking> =>
  clinicianCancelEndpoint.response.parse(
    (await api.post(urlOf(clinicianCancelEndpoint, { id }), { reason })).data,
  ).data;

/** The clinician's own join details for a session in its window (the server checks the window). */
export const fetchClinicianJoin = async (id: string): Promise<BookingJoin> =>
  clinicianJoinEndpoint.response.parse(
    (await api.get(urlOf(clinicianJoinEndpoint, { id }), { params: { platform: 'website' } })).data,
  ).data;
