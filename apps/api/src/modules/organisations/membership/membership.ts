import crypto from 'node:crypto';
import {
  INVALID_INVITATION_MESSAGE,
  INVALID_MEMBERSHIP_CONFIRMATION_MESSAGE,
  ORG_EMAIL_CONFIRMATION_TTL_HOURS,
  ORG_JOIN_PATH,
} from '@kaizen/contracts';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { notFound, unprocessable } from '../../../lib/http-errors';
import { enqueueEmail } from '../../outbox/service';
import {
  claimInvitation,
  insertEmailConfirmation,
  insertInvitation,
  setMembership,
  takeEmailConfirmation,
} from './queries';
import { findActiveById, findActiveByShortCode } from '../queries';

// Organisation membership needs proof (issue 8 case 5). The organisation's address and the
// x-company-profile-* headers only say which organisation a request is for; a user becomes a
// member through grantMembership, with one of the proofs below (the partner token is checked by
// the partners module before it grants).

type MembershipProof =
  | { kind: 'invitation'; invitationId: number }
  | { kind: 'verified-email'; email: string }
  | { kind: 'partner-token'; subject: string }
  /** An insurer's customer number whose listed email is the account's (partners/crn-service.ts). */
  | { kind: 'insurer-crn'; crn: string };

const DAY = 86_400_000;
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const newToken = () => crypto.randomBytes(32).toString('base64url');
const joinLink = (publicUrl: string, param: 'invitation' | 'confirmation', token: string) =>
  `${publicUrl.replace(/\/+$/, '')}${ORG_JOIN_PATH}?${param}=${encodeURIComponent(token)}`;

/** The one way into an organisation; false when the account cannot be a member (a clinician). */
export function grantMembership(
  db: Database,
  userId: number,
  organisationId: number,
  proof: MembershipProof,
  now: Date,
): Promise<boolean> {
  const proofReference =
    proof.kind === 'invitation'
      ? String(proof.invitationId)
      : proof.kind === 'verified-email'
        ? proof.email
        : proof.kind === 'insurer-crn'
          ? proof.crn
          : proof.subject;
  return setMembership(db, { userId, organisationId, proof: proof.kind, proofReference }, now);
}

/** An operator's invitation link (optionally emailed); the link alone is the proof. */
export async function createInvitation(
  db: Database,
  request: { shortCode: string; email?: string | undefined; expiresInDays: number },
  publicUrl: string,
  now: Date,
): Promise<{ url: string; expiresAt: Date }> {
  const organisation = await findActiveByShortCode(db, request.shortCode);
  if (!organisation) throw notFound();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + request.expiresInDays * DAY);
  const url = joinLink(publicUrl, 'invitation', token);
  await inTransaction(db, async (tx) => {
    await insertInvitation(tx, {
      organisationId: organisation.id,
      tokenHash: hashToken(token),
      sentTo: request.email ?? null,
      expiresAt,
      createdAt: now,
    });
    if (!request.email) return;
    await enqueueEmail(
      tx,
      {
        to: request.email,
        template: 'organisation-invitation',
        subject: `${organisation.name} invites you to Kaizen`,
        text: [
          'Hello,',
          '',
          `${organisation.name} offers you care on Kaizen. Open this link to join, signing up first if you are new:`,
          '',
          url,
          '',
          `The link works once, until ${expiresAt.toUTCString()}.`,
        ].join('\n'),
      },
      now,
    );
  });
  return { url, expiresAt };
}

/** The signed-in user accepts an invitation link: they become a member of its organisation. */
export async function acceptInvitation(
  db: Database,
  userId: number,
  token: string,
  now: Date,
): Promise<{ organisationName: string }> {
  return inTransaction(db, async (tx) => {
    const invitation = await claimInvitation(tx, hashToken(token), userId, now);
    const organisation = invitation && (await findActiveById(tx, invitation.organisationId));
    if (!invitation || !organisation) throw unprocessable(INVALID_INVITATION_MESSAGE);
    const proof = { kind: 'invitation' as const, invitationId: invitation.id };
    if (!(await grantMembership(tx, userId, organisation.id, proof, now))) {
      throw unprocessable(INVALID_INVITATION_MESSAGE);
    }
    return { organisationName: organisation.name };
  });
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * After a sign-up on an organisation's address: when the email is on one of its domains, a link
 * is sent to it; opening it proves the address and grants membership. Otherwise nothing happens
 * (the person is a patient until they have proof).
 */
export async function offerEmailDomainProof(
  db: Database,
  user: { id: number; email: string; firstname: string },
  organisationId: number,
  publicUrl: string,
  now: Date,
): Promise<boolean> {
  const organisation = await findActiveById(db, organisationId);
  if (!organisation || !organisation.emailDomains.includes(domainOf(user.email))) return false;
  const token = newToken();
  await inTransaction(db, async (tx) => {
    await insertEmailConfirmation(tx, {
      userId: user.id,
      organisationId: organisation.id,
      email: user.email,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + ORG_EMAIL_CONFIRMATION_TTL_HOURS * 3_600_000),
      createdAt: now,
    });
    await enqueueEmail(
      tx,
      {
        to: user.email,
        template: 'organisation-email-confirmation',
        subject: `Confirm your ${organisation.name} email for Kaizen`,
        text: [
          `Hi ${user.firstname},`,
          '',
          `To use the care ${organisation.name} offers you on Kaizen, confirm that this is your work address:`,
          '',
          joinLink(publicUrl, 'confirmation', token),
          '',
          `The link works for ${ORG_EMAIL_CONFIRMATION_TTL_HOURS} hours. If you did not sign up, ignore this email.`,
        ].join('\n'),
        userId: user.id,
      },
      now,
    );
  });
  return true;
}

/** The link sent to the work address: proves it, from any device, and grants membership. */
export async function confirmEmailDomainProof(
  db: Database,
  token: string,
  now: Date,
): Promise<{ organisationName: string }> {
  return inTransaction(db, async (tx) => {
    const confirmation = await takeEmailConfirmation(tx, hashToken(token), now);
    const organisation = confirmation && (await findActiveById(tx, confirmation.organisationId));
    if (!confirmation || !organisation) {
      throw unprocessable(INVALID_MEMBERSHIP_CONFIRMATION_MESSAGE);
    }
    const proof = { kind: 'verified-email' as const, email: confirmation.email };
    if (!(await grantMembership(tx, confirmation.userId, organisation.id, proof, now))) {
      throw unprocessable(INVALID_MEMBERSHIP_CONFIRMATION_MESSAGE);
    }
    return { organisationName: organisation.name };
  });
}
