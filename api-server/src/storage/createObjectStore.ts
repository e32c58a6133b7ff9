import type { Clock } from '../clock.js';
import type { AppConfig } from '../config.js';
import { createLocalObjectStore } from './localObjectStore.js';
import type { ObjectStore } from './objectStore.js';
import { createS3ObjectStore } from './s3ObjectStore.js';

/** The store the configuration asks for: STORAGE_DIR by default, an S3 bucket with STORAGE_DRIVER=s3. */
export function createObjectStore(
  config: Pick<AppConfig, 'storageDriver' | 's3' | 'storageDir' | 'publicApiUrl'>,
  secret: string,
  clock: Clock,
): ObjectStore {
  if (config.storageDriver === 's3') {
    if (!config.s3) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET.');
    // Credentials come from the SDK's default chain: AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, or a role.
    return createS3ObjectStore({ ...config.s3, clock });
  }
  return createLocalObjectStore({ dir: config.storageDir, publicApiUrl: config.publicApiUrl, secret });
}
