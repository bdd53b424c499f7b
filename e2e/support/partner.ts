import crypto from 'node:crypto';

/** Acme's demo partner key (apps/api/src/modules/partners/seed.ts, README). */
const DEMO_PARTNER = {
  issuer: 'https://hr.acme.example',
  audience: 'kaizen',
  secret: 'kaizen-demo-partner-secret-for-acme-corp',
};

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

interface PartnerMember {
  subject: string;
  email: string;
  givenName: string;
  familyName: string;
}

/** A partner token as Acme's HR system would sign it (HS256, five minutes, one use). */
export const acmePartnerToken = (member: PartnerMember) => partnerToken(DEMO_PARTNER, member);

/** A partner token signed with an organisation's HS256 secret, for its issuer and audience. */
export function partnerToken(
  key: { issuer: string; audience: string; secret: string },
  member: PartnerMember,
): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      iss: key.issuer,
      aud: key.audience,
      sub: member.subject,
      jti: crypto.randomUUID(),
      iat: now,
      exp: now + 300,
      email: member.email,
      given_name: member.givenName,
      family_name: member.familyName,
    }),
  );
  const signature = crypto
    .createHmac('sha256', key.secret)
    .update(`${header}.${payload}`)
    .digest('base64url');
  return `${header}.${payload}.${signature}`;
}
