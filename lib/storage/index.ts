import 'server-only';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { LocalDiskStorage } from './local-disk';

/**
 * Where uploaded files live. Only local disk exists today (UPLOAD_DIR, default ./data/uploads);
 * the interface is what an S3-compatible store would implement so that several app instances can
 * share files, chosen here by configuration.
 */
export interface FileStorage {
  /** Stores the bytes under `key`, consuming `chunks` to its end; nothing is left behind on failure. */
  write(key: string, chunks: AsyncIterable<Uint8Array>): Promise<void>;
  /** The stored bytes as a stream, or null when there is no such file. */
  read(key: string): Promise<ReadableStream<Uint8Array> | null>;
  remove(key: string): Promise<void>;
}

let storage: { dir: string; instance: FileStorage } | undefined;

export function getStorage(): FileStorage {
  const dir = path.resolve(/*turbopackIgnore: true*/ process.env.UPLOAD_DIR || './data/uploads');
  if (storage?.dir !== dir) storage = { dir, instance: new LocalDiskStorage(dir) };
  return storage.instance;
}

/** A random stored name, unrelated to the uploader's file name or the public id. */
export function newStorageKey(extension: string): string {
  const name = randomBytes(16).toString('hex');
  return `${name.slice(0, 2)}/${name}.${extension}`;
}
