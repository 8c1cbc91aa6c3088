import { expect } from 'vitest';
import { UserError } from '@/lib/shared/action-result';
import type { Actor } from '@/lib/shared/auth/permissions';
import type { VersionedInput } from '@/lib/shared/editorial';
import type { FormInput } from '@/lib/shared/form-data';
import { MAX_IMAGE_BYTES, NOT_AN_IMAGE } from '@/lib/shared/image-limits';
import { imageFile, oversized, storedFileExists, svgFile, textAsPng } from './files';

type Row = { id: string; version?: number } & Record<string, unknown>;

export interface ImageService<R extends Row> {
  create: (actor: Actor | null, input: FormInput) => Promise<R>;
  update: (actor: Actor | null, id: string, input: VersionedInput) => Promise<R>;
  remove: (actor: Actor | null, id: string) => Promise<unknown>;
}

/** The refusal a service call ends with (a UserError), for its message and field errors. */
export async function refusalOf(promise: Promise<unknown>): Promise<UserError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(UserError);
  return outcome as UserError;
}

/**
 * The upload rules of one image field of a content service (SPEC §5, §7): stored in its bucket
 * and folder, only real images up to 5 MB with `tooLarge`, the old file removed when replaced,
 * cleared or deleted with the item.
 */
export async function expectImageFieldLifecycle<R extends Row>(
  service: ImageService<R>,
  actor: Actor,
  options: {
    input: FormInput;
    field: string;
    column: keyof R & string;
    url: RegExp;
    tooLarge: string;
    /**
     * The service keeps revisions (issue 22): a replaced or cleared file stays while a revision
     * refers to it, and goes with the item.
     */
    revisions?: boolean;
  },
) {
  const { input, field, column, url, tooLarge, revisions = false } = options;

  for (const file of [textAsPng(), svgFile()]) {
    const refusal = await refusalOf(service.create(actor, { ...input, [field]: file }));
    expect(refusal.fieldErrors).toEqual({ [field]: NOT_AN_IMAGE });
  }
  const tooBig = await refusalOf(service.create(actor, { ...input, [field]: oversized(MAX_IMAGE_BYTES) }));
  expect(tooBig.message).toBe(tooLarge);
  expect(tooBig.fieldErrors).toEqual({ [field]: tooLarge });

  const created = await service.create(actor, { ...input, [field]: await imageFile('Capa.PNG') });
  const first = created[column] as string;
  expect(first).toMatch(url);
  expect(first).toMatch(/\.png$/);
  expect(storedFileExists(first)).toBe(true);

  // Each edit sends the version its form was read at (ADR 0015): the last save's.
  let version = created.version ?? 1;
  const edit = async (fields: FormInput) => {
    const saved = await service.update(actor, created.id, { ...input, ...fields, version });
    version = saved.version ?? version;
    return saved;
  };
  // Editing without a file keeps the image; a new file replaces it and the old file goes.
  expect((await edit({}))[column]).toBe(first);
  const replaced = await edit({ [field]: await imageFile('nova.webp', 'webp') });
  const second = replaced[column] as string;
  expect(second).toMatch(url);
  expect(storedFileExists(second)).toBe(true);
  expect(storedFileExists(first)).toBe(revisions);

  // A refused replacement changes nothing.
  await refusalOf(edit({ [field]: textAsPng() }));
  expect(storedFileExists(second)).toBe(true);

  // Removing the image clears the column and the file.
  const cleared = await edit({ [`${field}_remove`]: 'true' });
  expect(cleared[column]).toBeNull();
  expect(storedFileExists(second)).toBe(revisions);
  if (revisions) {
    await service.remove(actor, created.id);
    expect([first, second].map(storedFileExists)).toEqual([false, false]);
  }

  // Deleting the item removes its file.
  const another = await service.create(actor, { ...input, [field]: await imageFile() });
  await service.remove(actor, another.id);
  expect(storedFileExists(another[column] as string)).toBe(false);
}
