import { CLINICIAN_APP_ROUTES, isClinicianAppPath, isClinicianAppRoute } from '@kaizen/contracts';
import { describe, expect, it } from 'vitest';
import { screenPaths } from '../../test/screen-paths';
import { clinicianRoutes } from './router';
import { prefixedStore } from './session';
import { createSafeStore } from '../../lib/storage';

describe('the clinician workspace routes (contracts CLINICIAN_APP_ROUTES)', () => {
  it('are exactly the screens of its router', () => {
    expect([...new Set(screenPaths(clinicianRoutes))].sort()).toEqual(
      [...CLINICIAN_APP_ROUTES].sort(),
    );
  });

  it('are told apart from the patient app and from unknown workspace addresses', () => {
    expect(isClinicianAppPath('/clinician/hours?x=1')).toBe(true);
    expect(isClinicianAppPath('/clinicianship')).toBe(false);
    expect(isClinicianAppRoute('/clinician/hours/')).toBe(true);
    expect(isClinicianAppRoute('/clinician/nowhere')).toBe(false);
  });
});

describe('the workspace session store', () => {
  it('keeps its keys apart from the patient app on the same origin', () => {
    const base = createSafeStore(() => undefined);
    const workspace = prefixedStore(base, 'kaizen-clinician:');
    workspace.setItem('session', 'clinician');
    base.setItem('session', 'patient');
    expect(workspace.getItem('session')).toBe('clinician');
    expect(base.getItem('session')).toBe('patient');
    expect(workspace.keys()).toEqual(['session']);
    workspace.removeItem('session');
    expect(base.getItem('session')).toBe('patient');
  });
});
