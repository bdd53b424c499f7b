import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR, avatarUrl, isAssetsHostAvatar } from './avatar';

const HOST = 'assets.kaizen.example';

describe('avatar (SPEC §5: the default avatar or anything under the avatar folder on the assets host)', () => {
  it('keeps an image under the avatar folder on the assets host', () => {
    const url = `https://${HOST}/avatars/user-42/photo.png`;
    expect(avatarUrl(url, HOST)).toBe(url);
    expect(avatarUrl(`https://${HOST}/avatars/a.jpg?v=3`, HOST)).toBe(
      `https://${HOST}/avatars/a.jpg?v=3`,
    );
  });

  it('accepts the assets host given as an origin, with its scheme and port', () => {
    expect(avatarUrl('http://localhost:3000/avatars/a.png', 'http://localhost:3000')).toBe(
      'http://localhost:3000/avatars/a.png',
    );
    expect(avatarUrl('http://localhost:4000/avatars/a.png', 'http://localhost:3000')).toBe(
      DEFAULT_AVATAR,
    );
  });

  it('a host name is compared case-insensitively', () => {
    expect(isAssetsHostAvatar(`https://ASSETS.kaizen.example/avatars/a.png`, HOST)).toBe(true);
  });

  it.each([
    ['another host', 'https://evil.example/avatars/a.png'],
    ['a look-alike host', `https://${HOST}.evil.example/avatars/a.png`],
    ['a subdomain of the assets host', `https://cdn.${HOST}/avatars/a.png`],
    ['plain http for a bare host name', `http://${HOST}/avatars/a.png`],
    ['another folder', `https://${HOST}/documents/a.png`],
    ['a folder with the same prefix', `https://${HOST}/avatars-old/a.png`],
    ['the folder itself', `https://${HOST}/avatars/`],
    ['a path escaping the folder', `https://${HOST}/avatars/../secret.png`],
    ['an encoded path escape', `https://${HOST}/avatars/%2e%2e/secret.png`],
    ['credentials in the address', `https://user:pass@${HOST}/avatars/a.png`],
    ['a data URL', 'data:image/png;base64,AAAA'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a relative path', '/avatars/a.png'],
    ['an empty value', ''],
  ])('%s gives the default avatar', (_label, url) => {
    expect(avatarUrl(url, HOST)).toBe(DEFAULT_AVATAR);
  });

  it('null, undefined and a missing assets host give the default avatar', () => {
    expect(avatarUrl(null, HOST)).toBe(DEFAULT_AVATAR);
    expect(avatarUrl(undefined, HOST)).toBe(DEFAULT_AVATAR);
    expect(avatarUrl(`https://${HOST}/avatars/a.png`, '')).toBe(DEFAULT_AVATAR);
  });

  it('the default avatar path', () => {
    expect(DEFAULT_AVATAR).toBe('/images/default-avatar.svg');
  });
});
