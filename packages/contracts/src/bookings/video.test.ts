import { describe, expect, it } from 'vitest';
import { INVALID_VIDEO_ID, youtubeEmbedUrl, youtubeVideoId } from './video';

const ID = 'dQw4w9WgXcQ';

describe('YouTube video id (SPEC §5: 11-character id, else invalid)', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `http://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${ID}&list=PL123`,
    `https://www.youtube.com/watch?v=${ID}#comments`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=AbCdEf123&t=10`,
    `youtu.be/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=1&rel=0`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `  https://youtu.be/${ID}  `,
    `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
  ])('%s gives the id', (link) => {
    expect(youtubeVideoId(link)).toBe(ID);
  });

  it('ids may contain hyphens and underscores', () => {
    expect(youtubeVideoId('https://youtu.be/a-b_c-d_e-f')).toBe('a-b_c-d_e-f');
  });

  it.each([
    ['a 10-character id', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['a 12-character id', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['a 10-character short link', 'https://youtu.be/dQw4w9WgXc'],
    ['a 12-character shorts id', 'https://www.youtube.com/shorts/dQw4w9WgXcQQ'],
    ['an id with other characters', 'https://youtu.be/dQw4w9WgX!Q'],
    ['no v parameter', 'https://www.youtube.com/watch?list=PL123'],
    ['a channel page', 'https://www.youtube.com/@somechannel'],
    ['the home page', 'https://www.youtube.com/'],
    ['another host', `https://vimeo.com/${ID}`],
    ['a look-alike host', `https://youtube.com.evil.example/watch?v=${ID}`],
    ['a look-alike short host', `https://notyoutu.be/${ID}`],
    ['another scheme', `javascript://youtu.be/${ID}`],
    ['plain text', 'not a link'],
    ['an empty string', ''],
  ])('%s is invalid', (_label, link) => {
    expect(youtubeVideoId(link)).toBe(INVALID_VIDEO_ID);
  });

  it("null and undefined are 'invalid'", () => {
    expect(youtubeVideoId(null)).toBe('invalid');
    expect(youtubeVideoId(undefined)).toBe('invalid');
  });

  it('gives a privacy-friendly embed address, or null', () => {
    expect(youtubeEmbedUrl(`https://youtu.be/${ID}`)).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}`,
    );
    expect(youtubeEmbedUrl('https://example.com')).toBeNull();
  });
});
