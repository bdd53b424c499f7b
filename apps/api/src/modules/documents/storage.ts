import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { s3Storage } from './s3-storage';

// Where document bytes live. The API streams an upload to a temporary file first (to sniff,
// count and hash it), then hands that file to the storage: the local disk (default) or an
// S3-compatible bucket (DOCUMENT_STORAGE=s3). Keys are random uuids, never names from a client.

export interface StoredFile {
  /** A finished temporary file: its path, size and SHA-256 (hex). */
  path: string;
  size: number;
  sha256: string;
  mimeType: string;
}

export interface DocumentStorage {
  /** Takes over the temporary file (moves or uploads it); the caller deletes it afterwards if it still exists. */
  put(key: string, file: StoredFile): Promise<void>;
  read(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

/** A folder of files named by key. */
function localStorage(root: string): DocumentStorage {
  const fileOf = (key: string) => {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error('invalid storage key');
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, file) {
      const target = fileOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.rename(file.path, target);
      } catch (error) {
        // Another file system (a temporary folder elsewhere): copy instead.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await fs.copyFile(file.path, target);
      }
    },
    read: async (key) => {
      const file = fileOf(key);
      await fs.access(file);
      return createReadStream(file);
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

/** The storage the configuration asks for. An in-memory database keeps its files in a temporary folder. */
export function documentStorageFor(config: Config): DocumentStorage {
  if (config.DOCUMENT_STORAGE === 's3') return s3Storage(config);
  const root =
    config.DATA_DIR === 'memory://'
      ? path.join(os.tmpdir(), `kaizen-documents-${process.pid}`)
      : path.join(config.DATA_DIR, 'documents');
  return localStorage(root);
}

/** Where uploads are written while they are checked. */
export async function uploadTempDir(config: Config): Promise<string> {
  const dir =
    config.DATA_DIR === 'memory://'
      ? path.join(os.tmpdir(), `kaizen-uploads-${process.pid}`)
      : path.join(config.DATA_DIR, 'uploads-in-progress');
  await fs.mkdir(dir, { recursive: true });
  return dir;
}
