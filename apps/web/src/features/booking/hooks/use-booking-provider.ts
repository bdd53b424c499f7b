import {
  useProfileRequest,
  type ProfileRequest,
} from '../../../entities/provider/use-profile-request';

/** The expert being booked: session kinds with price and duration, and clinics. */
export const useBookingProvider = (uuid: string): [ProfileRequest, () => void] =>
  useProfileRequest(uuid);
