import 'server-only';
import { env, type Env } from '@/lib/env';

/** Where S3_* variables put the files (README, "Running several instances"). */
export type S3Settings = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  prefix: string;
};

/** The S3 settings of `settings` (default: this process's environment), or null without S3_BUCKET. */
export function s3SettingsFromEnv(settings: Env = env()): S3Settings | null {
  const bucket = settings.S3_BUCKET;
  if (!bucket) return null;
  const endpoint = settings.S3_ENDPOINT;
  return {
    bucket,
    endpoint,
    region: settings.S3_REGION,
    accessKeyId: settings.S3_ACCESS_KEY_ID,
    secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
    // MinIO, s3rver and most self-hosted stores want bucket-in-path URLs; AWS takes either.
    forcePathStyle: settings.S3_FORCE_PATH_STYLE ?? !!endpoint,
    prefix: settings.S3_PREFIX,
  };
}
