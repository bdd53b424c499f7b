import { authResponseSchema, type UpdateProfileRequest, type User } from '@kaizen/contracts';
import { http } from '../../lib/http/client';

/** PUT customers/profile: the user's name, email and mobile; answers the updated user. */
export async function updateProfile(request: UpdateProfileRequest): Promise<User> {
  const response = await http.put('customers/profile', request);
  return authResponseSchema.parse(response.data).data;
}
