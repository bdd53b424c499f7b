import type { User } from '@kaizen/contracts';

/** A signed-in patient, as the API describes users (contracts' userSchema). */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    uuid: '0b7c4c1e-6f55-4f57-9a55-1f1b8c7c0c11',
    usertype: 'patient',
    is_verified: true,
    firebaseid: 'fb-7',
    fb_token: 'fbtoken',
    firstname: 'Asha',
    lastname: 'Rao',
    email: 'asha@example.com',
    mobile: '9876543210',
    organisation_id: null,
    organisation_name: null,
    first_time_to_amaha_user: true,
    ...overrides,
  };
}
