import { describe, expect, it } from 'vitest';
import { endpointOf, inspectResponse } from './response-inspector';

// SPEC §5: crafted answers, as a leaking server could send them.

const me = { email: 'asha@example.com', mobile: '9876543210', ids: ['u-1', 41] };

describe('the response inspector', () => {
  it('is quiet for the signed-in person’s own details', () => {
    const result = inspectResponse(
      '/api/customers/customers',
      {
        data: {
          email: 'Asha@Example.com',
          mobile: '+91 98765 43210',
          summary: 'my notes',
          documents: ['a.pdf'],
        },
      },
      me,
    );
    expect(result).toMatchObject({ findings: [], anomaly: false });
  });

  it('flags another person’s sensitive fields and reports an anomaly off the allow-list', () => {
    const result = inspectResponse(
      'https://kaizen.test/api/customers/prescriptions?x=1',
      {
        data: [
          {
            id: 'rx-1',
            patient: {
              email: 'ravi@example.com',
              phone: '9123456789',
              signature_url: 'https://x/s.png',
            },
          },
          { id: 'rx-2', patient: { email: 'asha@example.com', phone: '9876543210' } },
        ],
      },
      me,
    );
    expect(result.endpoint).toBe('/customers/prescriptions');
    expect(result.allowListed).toBe(false);
    expect(result.anomaly).toBe(true);
    expect(result.findings).toEqual([
      { path: 'data[0].patient.email', field: 'email' },
      { path: 'data[0].patient.phone', field: 'phone' },
      { path: 'data[0].patient.signature_url', field: 'signature_url' },
    ]);
  });

  it('flags but does not report on allow-listed endpoints (a booking shows its expert)', () => {
    const result = inspectResponse(
      '/api/customers/bookings/upcoming',
      {
        data: [{ provider: { email: 'dr@example.com', summary: 'Therapist' } }],
      },
      me,
    );
    expect(result.findings.map((finding) => finding.field)).toEqual(['email', 'summary']);
    expect(result).toMatchObject({ allowListed: true, anomaly: false });
  });

  it('inherits ownership: a nested summary or documents list under someone else is theirs', () => {
    const result = inspectResponse(
      '/api/customers/records/access_log',
      {
        data: {
          user_id: 99,
          profile: { summary: 'Their diagnosis', documents: [{ name: 'x.pdf' }] },
        },
      },
      me,
    );
    expect(result.findings.map((finding) => finding.path)).toEqual([
      'data.profile.summary',
      'data.profile.documents',
    ]);
    expect(result.anomaly).toBe(true);
  });

  it('ignores empty values and objects without an owner', () => {
    const result = inspectResponse(
      '/api/customers/treatment_plans',
      {
        data: [
          { summary: 'Plan summary', email: null },
          { user_id: 41, email: 'asha@example.com' },
        ],
      },
      me,
    );
    expect(result.findings).toEqual([]);
  });

  it('names endpoints without base, query or trailing slash', () => {
    expect(endpointOf('/api/authenticate/validate_token/')).toBe('/authenticate/validate_token');
    expect(endpointOf('customers/documents?x=1')).toBe('/customers/documents');
  });
});
