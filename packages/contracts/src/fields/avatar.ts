// SPEC §5: an avatar image is the default avatar or anything under the avatar folder on the
// assets host. Any other address (another host, another folder, a data: or javascript: URL) is
// replaced by the default, so a stored profile value can never point the page elsewhere.

export const DEFAULT_AVATAR = '/images/default-avatar.svg';
/** Folder on the assets host that holds uploaded avatars. */
export const AVATAR_FOLDER = '/avatars/';

/** The assets host as an origin; a bare host name means https. */
function assetsOrigin(assetsHost: string): string | null {
  const text = assetsHost.trim();
  if (!text) return null;
  try {
    return new URL(text.includes('://') ? text : `https://${text}`).origin;
  } catch {
    return null;
  }
}

/** True when `url` is an absolute address of a file under the avatar folder on the assets host. */
export function isAssetsHostAvatar(url: string, assetsHost: string): boolean {
  const origin = assetsOrigin(assetsHost);
  if (!origin) return false;
  try {
    // URL resolves '..' and '%2e%2e' segments, so the folder check sees the real path.
    const parsed = new URL(url);
    return (
      parsed.origin === origin &&
      parsed.pathname.startsWith(AVATAR_FOLDER) &&
      parsed.pathname.length > AVATAR_FOLDER.length &&
      !parsed.username &&
      !parsed.password
    );
  } catch {
    return false;
  }
}

/** The address to show for a stored avatar value: itself when allowed, else the default. */
export function avatarUrl(url: string | null | undefined, assetsHost: string): string {
  const value = url?.trim() ?? '';
  return value && isAssetsHostAvatar(value, assetsHost) ? value : DEFAULT_AVATAR;
}
