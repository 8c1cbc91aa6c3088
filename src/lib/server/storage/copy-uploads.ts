import 'server-only';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { contentTypeOf, isBucket, type Bucket, type Storage } from './storage';

// `npm run storage -- migrate --to s3`: the local uploads folder copied into another storage, file by
// file as a stream. Keys are random and never reused, so running it again (for files uploaded
// meanwhile) just copies everything again, harmlessly.

export interface CopyReport {
  copied: number;
  /** Files that are not uploads (wrong name or type): left where they are. */
  skipped: string[];
}

async function* filesUnder(folder: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await fs.readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Copies every upload under `root` ({bucket}/{key}) into `target`, calling `onCopy` after each. */
export async function copyLocalUploads(
  root: string,
  target: Storage,
  onCopy: (bucket: Bucket, key: string) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: [] };
  for await (const file of filesUnder(root)) {
    const [bucket, ...rest] = path.relative(root, file).split(path.sep);
    const key = rest.join('/');
    if (!bucket || !isBucket(bucket) || !contentTypeOf(key)) {
      report.skipped.push(path.relative(root, file));
      continue;
    }
    const { size } = await fs.stat(file);
    await target.put(bucket, key, { stream: createReadStream(file), length: size });
    report.copied += 1;
    onCopy(bucket, key);
  }
  return report;
}
