// Family profiles for tests outside the profiles module (adding a member, switching to one).
export { profilesKit } from '../modules/profiles/test-kit';
