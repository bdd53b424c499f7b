import { DOWNLOAD_LINK_TTL_SECONDS, urlOf } from '@kaizen/contracts';
import { signToken, verifyToken } from './signed-tokens';

// Health-record files and receipts are downloaded through short-lived signed links rather than with the
// session headers: a browser download (a plain navigation) cannot send those headers, and a link
// that leaks (history, a shared screen) stops working within minutes. The link names the file
// and the person who asked for it, so the download is audited as theirs.

type DownloadKind = 'prescription' | 'document' | 'export' | 'receipt';

interface DownloadGrant {
  kind: DownloadKind;
  /** The file's public id (uuid). */
  id: string;
  /** users.id of the person the link was made for. */
  actorId: number;
}

/** A download route: its path ends in the link's token parameter, :token. */
export interface DownloadEndpoint {
  readonly path: `/${string}/:token`;
}

const addressOf = urlOf as (endpoint: DownloadEndpoint, params: { token: string }) => string;

export async function createDownloadLink(
  secret: string,
  download: DownloadEndpoint,
  grant: DownloadGrant,
  now: Date,
): Promise<{ url: string; expires_at: string }> {
  const token = await signToken(
    secret,
    'download',
    { sub: grant.id, kind: grant.kind, actor: grant.actorId },
    DOWNLOAD_LINK_TTL_SECONDS,
    now,
  );
  return {
    url: `/api/${addressOf(download, { token })}`,
    expires_at: new Date(now.getTime() + DOWNLOAD_LINK_TTL_SECONDS * 1000).toISOString(),
  };
}

/** The grant of a valid, unexpired link for this kind of file; null otherwise. */
export async function readDownloadLink(
  secret: string,
  kind: DownloadKind,
  token: string,
  now: Date,
): Promise<DownloadGrant | null> {
  const claims = await verifyToken(secret, 'download', token, now);
  if (!claims || claims.kind !== kind || typeof claims.actor !== 'number') return null;
  return { kind, id: claims.sub, actorId: claims.actor };
}

/** `attachment` with an ASCII fallback name and the exact name (RFC 6266 / 5987). */
function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Headers for a downloaded file: never rendered by the browser, never cached. */
export const downloadHeaders = (fileName: string, mimeType: string, size?: number) => ({
  'content-type': mimeType,
  'content-disposition': attachmentDisposition(fileName),
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
  'content-security-policy': "default-src 'none'; sandbox",
  ...(size === undefined ? {} : { 'content-length': String(size) }),
});
