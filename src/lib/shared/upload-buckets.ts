// Where uploads are kept (SPEC §7 buckets): one folder, or one S3 bucket prefix, each.
export const UPLOAD_BUCKETS = ['news', 'backgrounds', 'blog', 'tips', 'client-logos', 'photos'] as const;
export type UploadBucket = (typeof UPLOAD_BUCKETS)[number];
