// Care teams for tests outside the care-team module (providers mapped to a person, CF roles).
export { careTeamFixtures } from '../modules/care-team/test-care-team';
