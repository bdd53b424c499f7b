import { createHash } from 'node:crypto';
import {
  LOGO_EMPTY_MESSAGE,
  LOGO_MAX_BYTES,
  LOGO_MISMATCH_MESSAGE,
  LOGO_SVG_MESSAGE,
  LOGO_TOO_LARGE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  type BrandColours,
  type LogoType,
  organisationLogoEndpoint,
  type OrganisationBranding,
  urlOf,
} from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError, notFound, unprocessable } from '../../../lib/http-errors';
import { organisationLogos } from './tables';
import { findActiveById, findActiveByUuid, type OrganisationRow } from '../queries';
import { organisations } from '../tables';

// Organisation branding (issue 10): name, logo and colours for the header on the organisation's
// subdomain. Administrators set them in the console; whether a colour applies is decided by the
// web with contracts `brandTheme` (the same rule the console shows), so the API stores any
// well-formed colour and answers what was set.

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** What the bytes are, whatever the upload said: a raster logo type, 'svg', or null. */
function sniffLogo(bytes: Buffer): LogoType | 'svg' | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('<') && /<svg[\s>]/i.test(bytes.toString('utf8'))) return 'svg';
  return null;
}

/** Refuses anything but a PNG, JPEG or WebP whose bytes match its declared type. */
function checkLogo(bytes: Buffer, declaredType: string): LogoType {
  if (bytes.length === 0) throw unprocessable(LOGO_EMPTY_MESSAGE);
  if (bytes.length > LOGO_MAX_BYTES) throw new HttpError(413, [LOGO_TOO_LARGE_MESSAGE]);
  const sniffed = sniffLogo(bytes);
  if (sniffed === 'svg' || declaredType === 'image/svg+xml') throw unprocessable(LOGO_SVG_MESSAGE);
  if (sniffed === null) throw unprocessable(LOGO_TYPE_MESSAGE);
  if (sniffed !== declaredType) throw unprocessable(LOGO_MISMATCH_MESSAGE);
  return sniffed;
}

const logoVersions = (db: Database, organisationId: number) =>
  db
    .select({ sha256: organisationLogos.sha256 })
    .from(organisationLogos)
    .where(eq(organisationLogos.organisationId, organisationId));

/** The logo's address; its version changes with the bytes, so it may be cached for long. */
const logoPath = (uuid: string, sha256: string) =>
  `/api/${urlOf(organisationLogoEndpoint, { uuid })}?v=${sha256.slice(0, 16)}`;

export async function brandingOf(
  db: Database,
  organisation: OrganisationRow,
): Promise<OrganisationBranding> {
  const [logo] = await logoVersions(db, organisation.id);
  return {
    name: organisation.name,
    short_code: organisation.shortCode,
    logo_url: logo ? logoPath(organisation.uuid, logo.sha256) : null,
    colours: {
      primary: organisation.brandPrimary,
      header_background: organisation.brandHeaderBackground,
    },
  };
}

/** The branding of the request's organisation (subdomain or company headers), or null. */
export async function tenantBranding(
  db: Database,
  tenant: { id: number } | null,
): Promise<OrganisationBranding | null> {
  const organisation = tenant ? await findActiveById(db, tenant.id) : null;
  return organisation ? brandingOf(db, organisation) : null;
}

export async function saveLogo(
  db: Database,
  organisationId: number,
  upload: { bytes: Buffer; declaredType: string; by: number },
  now: Date,
): Promise<void> {
  const contentType = checkLogo(upload.bytes, upload.declaredType);
  const values = {
    contentType,
    bytes: upload.bytes,
    sha256: createHash('sha256').update(upload.bytes).digest('hex'),
    updatedAt: now,
    updatedBy: upload.by,
  };
  await db
    .insert(organisationLogos)
    .values({ organisationId, ...values })
    .onConflictDoUpdate({ target: organisationLogos.organisationId, set: values });
}

export async function removeLogo(db: Database, organisationId: number): Promise<void> {
  await db.delete(organisationLogos).where(eq(organisationLogos.organisationId, organisationId));
}

/** The logo of an active organisation, for GET /organisations/{uuid}/logo; 404 when none. */
export async function readLogo(db: Database, uuid: string) {
  const organisation = await findActiveByUuid(db, uuid.toLowerCase());
  const [logo] = organisation
    ? await db
        .select()
        .from(organisationLogos)
        .where(eq(organisationLogos.organisationId, organisation.id))
    : [];
  if (!logo) throw notFound('This organisation has no logo.');
  return logo;
}

export async function saveColours(
  db: Database,
  organisationId: number,
  colours: BrandColours,
): Promise<void> {
  await db
    .update(organisations)
    .set({ brandPrimary: colours.primary, brandHeaderBackground: colours.header_background })
    .where(eq(organisations.id, organisationId));
}
