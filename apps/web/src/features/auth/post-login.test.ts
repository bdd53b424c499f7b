import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectPath, withRedirectParam } from './paths';
import { postLoginPath } from './post-login';

const patient = { usertype: 'patient' };
const member = { usertype: 'member' };

describe('SPEC §2 redirectPath rules', () => {
  it('accepts local paths and t-p, refuses other sites and login loops', () => {
    expect(safeRedirectPath('/user')).toBe('/user');
    expect(safeRedirectPath('t-p')).toBe('/t-p');
    expect(safeRedirectPath('//evil.example/x')).toBeNull();
    expect(safeRedirectPath('https://evil.example')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('/auth/log-in/?redirectPath=/user')).toBeNull();
    expect(safeRedirectPath('')).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });

  it('sends patients back to where they were going, else home', () => {
    expect(postLoginPath(patient, '/user')).toBe('/user');
    expect(postLoginPath(patient, '/auth/changepassword/')).toBe('/auth/changepassword/');
    expect(postLoginPath(patient, null)).toBe('/');
    expect(postLoginPath(patient, 'https://evil.example')).toBe('/');
  });

  it('sends non-patient users to /org/dashboard (SPEC §4)', () => {
    expect(postLoginPath(member, null)).toBe('/org/dashboard');
    expect(postLoginPath(member, '/user')).toBe('/org/dashboard');
  });

  it.each(['/create-password/x', '/auth/changepassword/', '/org/settings', '/registration-form/2'])(
    'sends every user back to %s (SPEC §2)',
    (path) => {
      expect(postLoginPath(member, path)).toBe(path);
      expect(postLoginPath(patient, path)).toBe(path);
    },
  );

  it('builds the login address for a protected page', () => {
    expect(loginPathFor('/user?tab=1')).toBe('/auth/log-in/?redirectPath=%2Fuser%3Ftab%3D1');
    expect(loginPathFor(null)).toBe('/auth/log-in/');
    expect(withRedirectParam('/auth/sign-up/', '/user')).toBe(
      '/auth/sign-up/?redirectPath=%2Fuser',
    );
  });
});
