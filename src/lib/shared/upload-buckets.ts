// Where uploads are kept (SPEC §7 buckets): one folder, or one S3 bucket prefix, each. 'library'
// holds the files uploaded to the media library itself (/admin/midia, issue 33).
export const UPLOAD_BUCKETS = [
  'news',
  'backgrounds',
  'blog',
  'tips',
  'client-logos',
  'photos',
  'library',
] as const;
export type UploadBucket = (typeof UPLOAD_BUCKETS)[number];
