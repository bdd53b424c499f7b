// SPEC §5 video links: a YouTube link gives its 11-character video id, anything else 'invalid'.

export const INVALID_VIDEO_ID = 'invalid';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
/** Paths whose second segment is the id: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const ID_PATH_PREFIXES = new Set(['embed', 'shorts', 'live', 'v']);

function parseUrl(link: string): URL | null {
  const text = link.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function candidateId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' || host === 'www.youtu.be') return first;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (first === 'watch') return url.searchParams.get('v');
  return ID_PATH_PREFIXES.has(first) ? second : null;
}

/**
 * The video id of a YouTube link: youtube.com/watch?v=ID (the v parameter anywhere in the
 * query), youtu.be/ID, /embed/ID, /shorts/ID, /live/ID, /v/ID, with or without scheme and with
 * extra parameters (t, si, list, feature...). An id that is not 11 characters is 'invalid'.
 */
export function youtubeVideoId(link: string | null | undefined): string {
  const url = link ? parseUrl(link) : null;
  const id = url ? candidateId(url) : null;
  return id && VIDEO_ID.test(id) ? id : INVALID_VIDEO_ID;
}

/** The privacy-friendly embed address of a link, or null when the link is not a YouTube video. */
export function youtubeEmbedUrl(link: string | null | undefined): string | null {
  const id = youtubeVideoId(link);
  return id === INVALID_VIDEO_ID ? null : `https://www.youtube-nocookie.com/embed/${id}`;
}
