// What a file's first bytes say it is, checked against the extension it was uploaded with
// (SPEC §5 types). An executable renamed to .pdf starts with "MZ", not "%PDF-", and is refused.

export const SNIFF_BYTES = 8192;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const ZIP = [ascii('PK\x03\x04'), ascii('PK\x05\x06')];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const isZip = (bytes: Uint8Array) => ZIP.some((signature) => startsWith(bytes, signature));
const isOle = (bytes: Uint8Array) => startsWith(bytes, OLE);
/** ISO base media (mp4, m4a, mov): a box type at byte 4. */
const isIsoMedia = (bytes: Uint8Array, boxes: string[]) =>
  boxes.some((box) => startsWith(bytes, ascii(box), 4));
const isMp3 = (bytes: Uint8Array) =>
  startsWith(bytes, ascii('ID3')) ||
  (bytes.length > 1 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0);

/** Plain text: valid UTF-8 (the sample may end mid-character) with no NUL or other binary control bytes. */
function isPlainText(bytes: Uint8Array, complete: boolean): boolean {
  for (const byte of bytes) {
    if (byte === 0 || (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d, 0x1b].includes(byte))) return false;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(
      complete ? bytes : trimPartialCharacter(bytes),
    );
    return true;
  } catch {
    return false;
  }
}
function trimPartialCharacter(bytes: Uint8Array): Uint8Array {
  // Drop up to 3 trailing bytes of a character the sample cut in two.
  const end = bytes.length;
  for (let back = 1; back <= 3 && end - back >= 0; back += 1) {
    const byte = bytes[end - back] ?? 0;
    if ((byte & 0xc0) === 0xc0) return bytes.subarray(0, end - back);
    if ((byte & 0x80) === 0) break;
  }
  return bytes.subarray(0, end);
}

interface FileKind {
  mime: string;
  matches(bytes: Uint8Array, complete: boolean): boolean;
}

const KINDS: Readonly<Record<string, FileKind>> = {
  zip: { mime: 'application/zip', matches: isZip },
  '7z': {
    mime: 'application/x-7z-compressed',
    matches: (b) => startsWith(b, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]),
  },
  rar: { mime: 'application/vnd.rar', matches: (b) => startsWith(b, ascii('Rar!\x1a\x07')) },
  pdf: { mime: 'application/pdf', matches: (b) => startsWith(b, ascii('%PDF-')) },
  ppt: { mime: 'application/vnd.ms-powerpoint', matches: isOle },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    matches: isZip,
  },
  xls: { mime: 'application/vnd.ms-excel', matches: isOle },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    matches: isZip,
  },
  doc: { mime: 'application/msword', matches: isOle },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: isZip,
  },
  mp3: { mime: 'audio/mpeg', matches: isMp3 },
  mp4: { mime: 'video/mp4', matches: (b) => isIsoMedia(b, ['ftyp']) },
  m4a: { mime: 'audio/mp4', matches: (b) => isIsoMedia(b, ['ftyp']) },
  mov: {
    mime: 'video/quicktime',
    matches: (b) => isIsoMedia(b, ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip']),
  },
  wav: {
    mime: 'audio/wav',
    matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WAVE'), 8),
  },
  webm: { mime: 'video/webm', matches: (b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]) },
  txt: { mime: 'text/plain; charset=utf-8', matches: isPlainText },
  png: {
    mime: 'image/png',
    matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  jpg: { mime: 'image/jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  jpeg: { mime: 'image/jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  bmp: { mime: 'image/bmp', matches: (b) => startsWith(b, ascii('BM')) },
};

export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
};

/**
 * The MIME type to store and serve when the first bytes fit the extension; null when the
 * extension is not allowed or the content is something else. `complete`: the sample is the
 * whole file.
 */
export function sniffUpload(fileName: string, head: Uint8Array, complete: boolean): string | null {
  const kind = KINDS[extensionOf(fileName)];
  return kind && kind.matches(head, complete) ? kind.mime : null;
}

/** Whether the name's extension is one of the SPEC §5 types. */
export const isUploadExtension = (fileName: string): boolean =>
  Object.hasOwn(KINDS, extensionOf(fileName));
