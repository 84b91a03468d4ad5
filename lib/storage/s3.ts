import 'server-only';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { FileStorage } from './index';
import type { S3Settings } from './s3-settings';

/**
 * Files as objects in an S3-compatible bucket, shared by every app instance. The app still serves
 * them itself (the media route checks who may see a file), so the bucket stays private.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    const config: S3ClientConfig = {
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 demands them: the newer default (a CRC trailer in aws-chunked
      // uploads) is not understood by every S3-compatible store.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    if (settings.accessKeyId && settings.secretAccessKey) {
      config.credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
    }
    this.client = new S3Client(config);
  }

  private objectKey(key: string): string {
    // Keys are ours (newStorageKey); the same shape local disk insists on.
    if (!/^[a-z0-9]{2}\/[a-z0-9]+\.[a-z0-9]+$/.test(key)) throw new Error(`invalid storage key ${key}`);
    return this.settings.prefix ? `${this.settings.prefix}/${key}` : key;
  }

  async write(key: string, chunks: AsyncIterable<Uint8Array>): Promise<void> {
    // Streamed in parts of 5 MB (S3's smallest): at most one part per upload is held in memory.
    // A failing source (too large) aborts the upload, and no object is created.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: this.objectKey(key), Body: Readable.from(chunks) },
      queueSize: 1,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async read(key: string): Promise<ReadableStream<Uint8Array> | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      return object.Body ? object.Body.transformToWebStream() : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    // Deleting a missing object succeeds in S3: removing twice is harmless, as on local disk.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
    );
  }
}
