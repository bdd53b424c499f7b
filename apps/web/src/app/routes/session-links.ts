import { FIND_EXPERT_PATH } from '../../features/matching/paths';
import { bookingPath, profilePath } from '../../features/providers/paths';

/** Where the session cards lead (finding an expert, booking again): patients' and members' homes. */
export const SESSION_LINKS = {
  findExpert: FIND_EXPERT_PATH,
  booking: bookingPath,
  expert: profilePath,
};
