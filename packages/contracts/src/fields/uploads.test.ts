import { describe, expect, it } from 'vitest';
import {
  ALLOWED_UPLOAD_EXTENSIONS,
  ALLOWED_UPLOAD_MIME_TYPES,
  UPLOAD_ACCEPT,
  formatFileSize,
  isAllowedUploadType,
  validateUpload,
} from './uploads';

const MB = 1_000_000;
const INVALID = 'Please upload valid file format.';

describe('allowed upload types (SPEC §5)', () => {
  it.each([
    ['archive.zip', 'application/zip'],
    ['archive.zip', 'application/x-zip-compressed'],
    ['archive.7z', 'application/x-7z-compressed'],
    ['archive.rar', 'application/vnd.rar'],
    ['archive.rar', 'application/x-rar-compressed'],
    ['report.pdf', 'application/pdf'],
    ['slides.ppt', 'application/vnd.ms-powerpoint'],
    ['slides.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['sheet.xls', 'application/vnd.ms-excel'],
    ['sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['song.mp3', 'audio/mpeg'],
    ['clip.mp4', 'video/mp4'],
    ['voice.m4a', 'audio/x-m4a'],
    ['voice.m4a', 'audio/mp4'],
    ['sound.wav', 'audio/wav'],
    ['sound.wav', 'audio/x-wav'],
    ['movie.mov', 'video/quicktime'],
    ['clip.webm', 'video/webm'],
    ['voice.webm', 'audio/webm'],
    ['notes.txt', 'text/plain'],
    ['letter.doc', 'application/msword'],
    ['letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['photo.png', 'image/png'],
    ['photo.jpg', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg'],
    ['scan.bmp', 'image/bmp'],
  ])('%s (%s) is allowed', (name, type) => {
    expect(validateUpload({ name, type, size: 1_000 })).toBeNull();
  });

  it('every listed extension is allowed, upper case too', () => {
    expect(ALLOWED_UPLOAD_EXTENSIONS).toHaveLength(21);
    for (const extension of ALLOWED_UPLOAD_EXTENSIONS) {
      expect(isAllowedUploadType({ name: `file.${extension.toUpperCase()}`, type: '' })).toBe(true);
    }
  });

  it('a file whose type the browser does not know is judged by its extension', () => {
    expect(isAllowedUploadType({ name: 'archive.7z', type: '' })).toBe(true);
    expect(isAllowedUploadType({ name: 'archive.rar', type: 'application/octet-stream' })).toBe(
      true,
    );
    expect(isAllowedUploadType({ name: 'program.exe', type: '' })).toBe(false);
  });

  it.each([
    ['program.exe', 'application/x-msdownload'],
    ['script.js', 'text/javascript'],
    ['page.html', 'text/html'],
    ['vector.svg', 'image/svg+xml'],
    ['photo.gif', 'image/gif'],
    ['photo.heic', 'image/heic'],
    ['noextension', 'application/pdf'],
    ['.pdf', 'application/pdf'],
    ['renamed.pdf', 'application/x-msdownload'],
    ['page.txt', 'text/html'],
  ])('%s (%s) gives the format message', (name, type) => {
    expect(validateUpload({ name, type, size: 1_000 })).toBe(INVALID);
  });

  it('the accept attribute lists every extension', () => {
    expect(UPLOAD_ACCEPT.split(',')).toEqual(ALLOWED_UPLOAD_EXTENSIONS.map((e) => `.${e}`));
    expect(UPLOAD_ACCEPT).toContain('.docx');
    expect(new Set(ALLOWED_UPLOAD_MIME_TYPES).size).toBe(ALLOWED_UPLOAD_MIME_TYPES.length);
  });
});

describe('upload size limit (SPEC §5: default 100 MB)', () => {
  const pdf = (size: number) => ({ name: 'report.pdf', type: 'application/pdf', size });

  it('exactly 100 MB (100,000,000 bytes) is allowed', () => {
    expect(validateUpload(pdf(100 * MB))).toBeNull();
  });

  it('one byte over 100 MB gives the exact message', () => {
    expect(validateUpload(pdf(100 * MB + 1))).toBe("File size can't be more than 100 MB.");
  });

  it('a custom limit is used in the check and the message', () => {
    expect(validateUpload(pdf(5 * MB), 5)).toBeNull();
    expect(validateUpload(pdf(5 * MB + 1), 5)).toBe("File size can't be more than 5 MB.");
  });

  it('an empty file is allowed', () => {
    expect(validateUpload(pdf(0))).toBeNull();
  });

  it('the format is checked before the size', () => {
    expect(validateUpload({ name: 'a.exe', type: '', size: 200 * MB })).toBe(INVALID);
  });
});

describe('file size display (SPEC §5: KB, or MB above 1,000,000 bytes)', () => {
  it.each([
    [0, '0 KB'],
    [1, '0.1 KB'],
    [1_000, '1 KB'],
    [1_500, '1.5 KB'],
    [1_549, '1.5 KB'],
    [1_550, '1.6 KB'],
    [999_949, '999.9 KB'],
    [1_000_000, '1000 KB'],
    [1_000_001, '1 MB'],
    [1_050_000, '1.1 MB'],
    [2_500_000, '2.5 MB'],
    [100_000_000, '100 MB'],
  ])('%i bytes shows as %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});
