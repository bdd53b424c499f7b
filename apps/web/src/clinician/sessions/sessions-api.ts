import { clinicianBookingResponseSchema, type ClinicianBooking } from '@kaizen/contracts';
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
