import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// s3rver: an S3-compatible server from npm (files on disk, real S3 protocol and signatures).
import S3rver from 's3rver';

/** Starts s3rver on 127.0.0.1:`port` with one empty bucket; its default keys are S3RVER/S3RVER. */
export async function startS3Server(port: number, bucket: string) {
  const directory = mkdtempSync(path.join(tmpdir(), 'thirumanam-s3-'));
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
