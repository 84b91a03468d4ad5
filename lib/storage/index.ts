import 'server-only';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { LocalDiskStorage } from './local-disk';
import { env } from '@/lib/env';
import { s3SettingsFromEnv, type S3Settings } from './s3-settings';

/**
 * Where uploaded files live: on local disk (UPLOAD_DIR, default ./data/uploads), or, when S3_BUCKET
 * is set, in an S3-compatible bucket that several app instances share (s3.ts).
 */
export interface FileStorage {
  /** Stores the bytes under `key`, consuming `chunks` to its end; nothing is left behind on failure. */
  write(key: string, chunks: AsyncIterable<Uint8Array>): Promise<void>;
  /** The stored bytes as a stream, or null when there is no such file. */
  read(key: string): Promise<ReadableStream<Uint8Array> | null>;
  remove(key: string): Promise<void>;
}

let storage: { config: string; instance: FileStorage } | undefined;

export function getStorage(): FileStorage {
  const s3 = s3SettingsFromEnv();
  const dir = path.resolve(/*turbopackIgnore: true*/ env().UPLOAD_DIR);
  // Rebuilt when the configuration changes (tests switch it between files).
  const config = s3 ? JSON.stringify(s3) : dir;
  if (storage?.config !== config)
    storage = { config, instance: s3 ? bucketStorage(s3) : new LocalDiskStorage(dir) };
  return storage.instance;
}

/** A random stored name, unrelated to the uploader's file name or the public id. */
export function newStorageKey(extension: string): string {
  const name = randomBytes(16).toString('hex');
  return `${name.slice(0, 2)}/${name}.${extension}`;
}

/**
 * The bucket's storage, its AWS SDK loaded on first use: a process on local disk never loads it
 * (~50 ms of module start-up in every server process and every test file that stores a file).
 */
function bucketStorage(settings: S3Settings): FileStorage {
  let real: Promise<FileStorage> | undefined;
  const open = () => (real ??= import('./s3').then(({ S3Storage }) => new S3Storage(settings)));
  return {
    write: async (key, chunks) => (await open()).write(key, chunks),
    read: async (key) => (await open()).read(key),
    remove: async (key) => (await open()).remove(key),
  };
}
