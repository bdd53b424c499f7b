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

  it('accepts a CRNID value (SPEC §2 "redirectPath may be t-p or a CRNID value"), never a URL', () => {
    expect(safeRedirectPath('CRNID=KL-2291')).toBe('/?CRNID=KL-2291');
    expect(safeRedirectPath('778812345')).toBe('/?CRNID=778812345');
    expect(safeRedirectPath('CRNID=https://evil.example')).toBeNull();
    expect(safeRedirectPath('CRNID=<script>')).toBeNull();
    expect(safeRedirectPath('javascript:alert(1)')).toBeNull();
    expect(postLoginPath(patient, 'CRNID=KL-2291')).toBe('/?CRNID=KL-2291');
  });

  it('sends patients back to where they were going, else home', () => {
    expect(postLoginPath(patient, '/user')).toBe('/user');
    expect(postLoginPath(patient, '/therapy-psychiatry/booking/x?step=2')).toBe(
      '/therapy-psychiatry/booking/x?step=2',
    );
    expect(postLoginPath(patient, null)).toBe('/');
    expect(postLoginPath(patient, 'https://evil.example')).toBe('/');
  });

  it('sends non-patient users to /org/dashboard (SPEC §4), whatever the redirectPath', () => {
    expect(postLoginPath(member, null)).toBe('/org/dashboard');
    expect(postLoginPath(member, '/user')).toBe('/org/dashboard');
    expect(postLoginPath(member, '/auth/changepassword/')).toBe('/org/dashboard');
    expect(postLoginPath(member, '/registration-form/2')).toBe('/org/dashboard');
  });

  it('returns a member to an unlinked CRN (the CRNID flow links it, SPEC §2/§4)', () => {
    expect(postLoginPath(member, 'CRNID=4000654321')).toBe('/?CRNID=4000654321');
    expect(postLoginPath(member, '/?CRNID=4000654321')).toBe('/?CRNID=4000654321');
    expect(postLoginPath(member, '/user?CRNIDX=1')).toBe('/org/dashboard');
  });

  // SPEC §2: "Paths containing create-password, changepassword, org or registration-form send
  // patient users back to the original redirect path after login."
  it.each([
    '/auth/create-password/x',
    '/auth/changepassword/',
    '/org/settings',
    '/registration-form/2',
  ])('sends a patient back to %s, even under /auth/ (SPEC §2)', (path) => {
    expect(postLoginPath(patient, path)).toBe(path);
  });

  it('never sends a patient to another auth page', () => {
    expect(postLoginPath(patient, '/auth/forgot-password/')).toBe('/');
    expect(postLoginPath(patient, '/auth/set-password/?token=x')).toBe('/');
  });

  it('builds the login address for a protected page', () => {
    expect(loginPathFor('/user?tab=1')).toBe('/auth/log-in/?redirectPath=%2Fuser%3Ftab%3D1');
    expect(loginPathFor(null)).toBe('/auth/log-in/');
    expect(withRedirectParam('/auth/sign-up/', '/user')).toBe(
      '/auth/sign-up/?redirectPath=%2Fuser',
    );
  });
});
