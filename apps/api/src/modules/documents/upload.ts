import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  EMPTY_FILE_MESSAGE,
  FILE_NAME_REQUIRED_MESSAGE,
  INVALID_UPLOAD_FORMAT_MESSAGE,
  MAX_FILE_NAME_LENGTH,
  megabytesToBytes,
  uploadTooLargeMessage,
} from '@kaizen/contracts';
import { HttpError, unprocessable } from '../../lib/http-errors';
import { SNIFF_BYTES, extensionOf, isUploadExtension, sniffUpload } from './sniff';
import type { StoredFile } from './storage';

// Receiving an upload: the name is checked first, then the bytes are streamed to a temporary
// file while they are counted (refused past the limit without reading the rest), hashed, and
// their first bytes kept to sniff the type. Nothing reaches storage until all checks pass.

export interface UploadLimits {
  limitMb: number;
  tempDir: string;
}

const tooLarge = (limitMb: number) => new HttpError(413, [uploadTooLargeMessage(limitMb)]);

/** The name as sent (URI-encoded header), without folders or control characters. */
export function cleanFileName(header: string | undefined): string {
  let name = header ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not encoded: take it as it is.
  }
  const printable = [...name].filter((char) => char >= ' ' && char !== '\u007f').join('');
  name = printable.split(/[\\/]/).pop()?.trim() ?? '';
  if (!name) throw unprocessable(FILE_NAME_REQUIRED_MESSAGE);
  if (name.length > MAX_FILE_NAME_LENGTH) {
    const extension = extensionOf(name);
    name = `${name.slice(0, MAX_FILE_NAME_LENGTH - extension.length - 1)}.${extension}`;
  }
  return name;
}

/** Checks the declared size and name before any byte is read. */
export function precheckUpload(
  fileName: string,
  declaredLength: number | undefined,
  limitMb: number,
) {
  if (!isUploadExtension(fileName)) throw unprocessable(INVALID_UPLOAD_FORMAT_MESSAGE);
  if (declaredLength !== undefined && declaredLength > megabytesToBytes(limitMb))
    throw tooLarge(limitMb);
}
/** Streams the body to a temporary file; the caller removes `file.path` when done with it. */
export async function receiveUpload(
  body: Readable,
  fileName: string,
  limits: UploadLimits,
): Promise<StoredFile> {
  const limit = megabytesToBytes(limits.limitMb);
  const tempPath = path.join(limits.tempDir, randomUUID());
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  try {
    await pipeline(
      body,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          size += chunk.length;
          if (size > limit) throw tooLarge(limits.limitMb);
          hash.update(chunk);
          if (headLength < SNIFF_BYTES) {
            head.push(chunk.subarray(0, SNIFF_BYTES - headLength));
            headLength += Math.min(chunk.length, SNIFF_BYTES - headLength);
          }
          yield chunk;
        }
      },
      createWriteStream(tempPath),
    );
    if (size === 0) throw unprocessable(EMPTY_FILE_MESSAGE);
    const mimeType = sniffUpload(fileName, Buffer.concat(head), size <= SNIFF_BYTES);
    if (!mimeType) throw unprocessable(INVALID_UPLOAD_FORMAT_MESSAGE);
    return { path: tempPath, size, sha256: hash.digest('hex'), mimeType };
  } catch (error) {
    await fs.rm(tempPath, { force: true });
    throw error;
  }
}
