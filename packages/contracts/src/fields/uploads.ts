import { DEFAULT_UPLOAD_LIMIT_MB } from '../constants';
import { INVALID_UPLOAD_FORMAT_MESSAGE, uploadTooLargeMessage } from '../messages';

// SPEC §5 uploads. Sizes use decimal units (1 KB = 1,000 bytes, 1 MB = 1,000,000 bytes) in both
// the limit and the display, so a file shown as "100 MB" is exactly at a 100 MB limit.

/** SPEC §5 allowed types: each extension with the MIME types browsers report for it. */
const UPLOAD_TYPES: Readonly<Record<string, readonly string[]>> = {
  zip: ['application/zip', 'application/x-zip-compressed'],
  '7z': ['application/x-7z-compressed'],
  rar: ['application/vnd.rar', 'application/x-rar-compressed'],
  pdf: ['application/pdf'],
  ppt: ['application/vnd.ms-powerpoint'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  mp3: ['audio/mpeg', 'audio/mp3'],
  mp4: ['video/mp4'],
  m4a: ['audio/x-m4a', 'audio/m4a', 'audio/mp4'],
  wav: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
  mov: ['video/quicktime'],
  webm: ['video/webm', 'audio/webm'],
  txt: ['text/plain'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  bmp: ['image/bmp', 'image/x-ms-bmp'],
};

// Derived lists are built in pure-annotated calls so that a bundle that does not use them drops them.
export const ALLOWED_UPLOAD_EXTENSIONS: readonly string[] =
  /* @__PURE__ */ Object.keys(UPLOAD_TYPES);
export const ALLOWED_UPLOAD_MIME_TYPES: readonly string[] = /* @__PURE__ */ (() => [
  ...new Set(Object.values(UPLOAD_TYPES).flat()),
])();
/** For `<input type="file" accept>`: the file picker offers the allowed extensions. */
export const UPLOAD_ACCEPT: string = /* @__PURE__ */ (() =>
  ALLOWED_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(','))();

/** Browsers give no specific type for files the operating system does not know (often 7z, rar). */
const UNKNOWN_MIME_TYPES = new Set(['', 'application/octet-stream']);

export interface UploadCandidate {
  name: string;
  /** The MIME type the browser reports (File.type); may be ''. */
  type: string;
  /** Bytes. */
  size: number;
}

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * The extension must be allowed, and the reported type must be an allowed one or unknown: an
 * allowed extension on a file the browser knows to be something else (say an executable renamed
 * to .pdf) is refused. The API checks the stored bytes again.
 */
export function isAllowedUploadType({
  name,
  type,
}: Pick<UploadCandidate, 'name' | 'type'>): boolean {
  const mime = type.trim().toLowerCase();
  return (
    Object.hasOwn(UPLOAD_TYPES, extensionOf(name)) &&
    (UNKNOWN_MIME_TYPES.has(mime) || ALLOWED_UPLOAD_MIME_TYPES.includes(mime))
  );
}

export const megabytesToBytes = (megabytes: number): number => megabytes * 1_000_000;

/** SPEC §5: null when the file may be uploaded, else the message to show. A file exactly at the limit passes. */
export function validateUpload(
  file: UploadCandidate,
  limitMb: number = DEFAULT_UPLOAD_LIMIT_MB,
): string | null {
  if (!isAllowedUploadType(file)) return INVALID_UPLOAD_FORMAT_MESSAGE;
  if (file.size > megabytesToBytes(limitMb)) return uploadTooLargeMessage(limitMb);
  return null;
}

/** Rounded to one decimal, trailing '.0' dropped; a non-empty file never shows as 0. */
const oneDecimal = (value: number): string =>
  String(Math.max(Math.round(value * 10) / 10, value > 0 ? 0.1 : 0));

/** SPEC §5: KB up to 1,000,000 bytes, MB above. 1,500 → '1.5 KB'; 2,500,000 → '2.5 MB'. */
export function formatFileSize(bytes: number): string {
  return bytes > 1_000_000
    ? `${oneDecimal(bytes / 1_000_000)} MB`
    : `${oneDecimal(bytes / 1_000)} KB`;
}
