import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/fixtures';
import { nextStepsFor } from './next-steps';

const links = { profile: '/user', changePassword: '/auth/changepassword/' };

describe('home next steps', () => {
  it('asks for a mobile number only when there is none', () => {
    const withPhone = nextStepsFor(aUser(), links);
    expect(withPhone.find((step) => step.id === 'mobile')?.done).toBe(true);
    const without = nextStepsFor(aUser({ mobile: null }), links);
    expect(without.find((step) => step.id === 'mobile')).toMatchObject({
      done: false,
      href: '/user',
    });
  });

  it('links every step to a screen that exists', () => {
    for (const step of nextStepsFor(aUser(), links)) {
      expect(Object.values(links)).toContain(step.href);
    }
  });
});
