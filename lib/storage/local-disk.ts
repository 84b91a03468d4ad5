import 'server-only';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './index';

/** Files on the local disk under one folder; written to a temporary name, then renamed into place. */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  private pathOf(key: string): string {
    // Keys are ours (newStorageKey), but never let one leave the folder.
    if (!/^[a-z0-9]{2}\/[a-z0-9]+\.[a-z0-9]+$/.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(this.dir, key);
  }

  async write(key: string, chunks: AsyncIterable<Uint8Array>): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.part`;
    try {
      await pipeline(Readable.from(chunks), createWriteStream(temporary, { flags: 'wx', mode: 0o640 }));
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<ReadableStream<Uint8Array> | null> {
    const file = this.pathOf(key);
    try {
      await stat(file);
    } catch {
      return null;
    }
    return Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
