import 'server-only';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { LocalDiskStorage } from './local-disk';
import { env } from '@/lib/env';
import { S3Storage, s3SettingsFromEnv } from './s3';

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
    storage = { config, instance: s3 ? new S3Storage(s3) : new LocalDiskStorage(dir) };
  return storage.instance;
}

/** A random stored name, unrelated to the uploader's file name or the public id. */
export function newStorageKey(extension: string): string {
  const name = randomBytes(16).toString('hex');
  return `${name.slice(0, 2)}/${name}.${extension}`;
}
