import 'server-only';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Env } from '../env';
import { LOCAL_MEDIA_BASE } from './local-storage';
import {
  assertValidKey,
  contentTypeOf,
  isBucket,
  UPLOAD_CACHE_CONTROL,
  type Bucket,
  type Storage,
} from './storage';

// Objects in one S3-compatible bucket, at `{bucket}/{key}` (the same layout as DATA_DIR/uploads).
// Without S3_PUBLIC_URL the app keeps serving them at /media (the route reads through this storage).

export interface S3Settings {
  /** Unset: AWS's own endpoint for the region. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Where browsers fetch the objects (a CDN or public bucket); unset: through /media. */
  publicUrl?: string;
}

/** The S3 settings of a validated environment (parseEnv requires them with STORAGE=s3). */
export function s3SettingsFrom(env: Env): S3Settings {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    throw new Error('S3 storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicUrl: env.S3_PUBLIC_URL,
  };
}

export function createS3Client(settings: S3Settings): S3Client {
  // The SDK warns on Node 20 that future releases will need Node 22; this one is pinned and supports it.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible servers (s3rver, older MinIO and
    // others) mishandle the SDK's default trailing checksums on streamed bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const notFound = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

export function createS3Storage(settings: S3Settings, client = createS3Client(settings)): Storage {
  const publicBase = settings.publicUrl?.replace(/\/+$/, '') ?? LOCAL_MEDIA_BASE;
  const target = (bucket: Bucket, key: string) => {
    const contentType = assertValidKey(key);
    return { Bucket: settings.bucket, Key: `${bucket}/${key}`, contentType };
  };
  return {
    publicBase,
    async put(bucket, key, body) {
      const { contentType, ...object } = target(bucket, key);
      await client.send(
        new PutObjectCommand({
          ...object,
          // A Buffer is sent as it is (not copied); a stream as it is read, with its length up front.
          Body: Buffer.isBuffer(body) ? body : body.stream,
          ContentLength: body.length,
          ContentType: contentType,
          // Short, so that a deleted object stops being served within a minute (see the constant).
          CacheControl: UPLOAD_CACHE_CONTROL,
        }),
      );
    },
    async get(bucket, key) {
      const { contentType, ...object } = target(bucket, key);
      try {
        const response = await client.send(new GetObjectCommand(object));
        const bytes = await response.Body!.transformToByteArray();
        return { body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async remove(bucket, key) {
      const { contentType: _, ...object } = target(bucket, key);
      await client.send(new DeleteObjectCommand(object));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: token }),
        );
        for (const { Key } of page.Contents ?? []) {
          const [bucket, ...rest] = (Key ?? '').split('/');
          const key = rest.join('/');
          if (bucket && isBucket(bucket) && contentTypeOf(key)) yield { bucket, key };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    publicUrl(bucket, key) {
      assertValidKey(key);
      return `${publicBase}/${bucket}/${key}`;
    },
  };
}
