import {
  bookingJoinResponseSchema,
  clinicianBookingResponseSchema,
  type BookingJoin,
  type ClinicianBooking,
} from '@kaizen/contracts';
import { api } from '../app/session';

/** Completed or no-show: the server accepts it once, after the start (a conditional update). */
export const markSession = async (
  id: string,
  mark: 'complete' | 'no_show',
): Promise<ClinicianBooking> =>
  clinicianBookingResponseSchema.parse((await api.post(`clinicians/bookings/${id}/${mark}`)).data)
    .data;

/** The clinician cancels with a reason: full refund, and the patient is emailed why. */
export const cancelSession = async (id: string, reason: string): Promise<ClinicianBooking> =>
  clinicianBookingResponseSchema.parse(
    (await api.post(`clinicians/bookings/${id}/cancel`, { reason })).data,
  ).data;

/** The clinician's own join details for a session in its window (the server checks the window). */
export const fetchClinicianJoin = async (id: string): Promise<BookingJoin> =>
  bookingJoinResponseSchema.parse(
    (await api.get(`clinicians/bookings/${id}/join`, { params: { platform: 'website' } })).data,
  ).data;
