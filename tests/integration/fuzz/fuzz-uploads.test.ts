import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  administrators,
  backgroundImages,
  clientLogos,
  consultations,
  logos,
  mediaItems,
  photos,
} from '@/db/schema';
import { BACKGROUND_MESSAGES } from '@/features/background-images/schema';
import { saveContentAction } from '@/lib/content-actions';
import { CLIENT_LOGO_MESSAGES } from '@/features/client-logos/schema';
import { LOGO_MESSAGES } from '@/features/logos/schema';
import { MEDIA_MESSAGES } from '@/features/media/schema';
import { uploadToLibrary } from '@/features/media/service';
import { runAction } from '@/lib/shared/action-result';
import { formInput } from '@/lib/shared/form-data';
import { PHOTO_MESSAGES } from '@/features/photos/schema';
import { updateRequestStatusAction } from '@/features/requests/actions';
import { REQUEST_MESSAGES, type RequestRef } from '@/features/requests/schema';
import { addUserAction, updateUserTypeAction } from '@/features/users/actions';
import { USER_MESSAGES } from '@/features/users/schema';
import { getDb } from '@/lib/server/db/client';
import { asRequestOf } from '../authorization/request';
import { storedConsultation } from '../authorization/requests.cases';
import * as gen from './arbitraries';
import { fuzzAdmin, fuzzSave, fuzzSuperAdmin, idField, idsOf, rowCount } from './admin';
import { checkProperty, expectHandled, withoutUnexpectedErrors } from './harness';
import { imageFile } from '../helpers/files';

// Fuzzing the admin uploads (malicious file names, files that are not images, text where a file is
// expected), user management and the inbox's status change, called as a signed-in admin or
// super_admin: stored, or refused in Portuguese.

vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  headers: async () => (await import('../authorization/request')).requestHeaders(),
}));

let png: ArrayBuffer;
beforeAll(async () => {
  png = await (await imageFile('foto.png')).arrayBuffer();
});

/** An upload field: a real image under a hostile name, a file that is no image, or nothing. */
const upload = () =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: gen.maliciousFileName.map((name) => new File([png], name, { type: 'image/png' })),
    },
    {
      weight: 1,
      arbitrary: fc.constant(null).map(() => new File(['não é imagem'], 'falsa.png', { type: 'image/png' })),
    },
    {
      weight: 1,
      arbitrary: fc.constant(null).map(() => new File([], '', { type: 'application/octet-stream' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 64 })
        .map((bytes) => new File([bytes], 'bytes.jpg', { type: 'image/jpeg' })),
    },
  );

const RUNS = 40;

describe('fuzz: admin uploads', () => {
  it('background images', async () => {
    const form = gen.formOf({ title: gen.words, description: gen.sentences, file: upload() });
    await fuzzSave(
      {
        save: (formData) => saveContentAction('background_images', formData),
        table: backgroundImages,
        form,
        toasts: [BACKGROUND_MESSAGES.notFound],
      },
      RUNS,
    );
  });

  it('client logos', async () => {
    const form = gen.formOf({ client_name: gen.words, file: upload() });
    await fuzzSave(
      {
        save: (formData) => saveContentAction('client_logos', formData),
        table: clientLogos,
        form,
        toasts: [CLIENT_LOGO_MESSAGES.notFound],
      },
      RUNS,
    );
  });

  it('main logo', async () => {
    const form = gen.formOf({ file: upload() });
    await fuzzSave(
      {
        save: (formData) => saveContentAction('logos', formData),
        table: logos,
        form,
        toasts: [LOGO_MESSAGES.notFound],
      },
      RUNS,
    );
  });

  it('photos: upload and edit', async () => {
    const ids = idsOf(photos);
    const uploadForm = gen.formOf({
      // Mostly galleries of their own, so the gallery's limit does not refuse every upload.
      type: fc.oneof(fc.constantFrom('advogado', 'office'), fc.stringMatching(/^[a-z]{1,12}$/)),
      // Not a field of the form: a forged maximum changes nothing (the server decides it).
      max: fc.integer({ min: 1, max: 100 }).map(String),
      description: gen.sentences,
      file: upload(),
    });
    const editForm = fc
      .tuple(gen.formOf({ title: gen.words, description: gen.sentences }), idField(ids.current))
      .map(([fields, id]) => ({ ...fields, id: id ?? ids.current()[0] ?? '' }));
    const toasts = [
      PHOTO_MESSAGES.notFound,
      ...Array.from({ length: 100 }, (_, i) => PHOTO_MESSAGES.limitReached(i + 1)),
    ];
    await fuzzSave(
      { save: (formData) => saveContentAction('photos', formData), table: photos, form: uploadForm, toasts },
      RUNS,
    );
    await ids.refresh();
    await fuzzSave(
      { save: (formData) => saveContentAction('photos', formData), table: photos, form: editForm, toasts },
      RUNS / 2,
    );
  });

  it('media library uploads: stored once (the same bytes again are the existing item), or refused', async () => {
    const outcomes = { added: 0, existing: 0, refused: 0 };
    await checkProperty(gen.formOf({ file: upload() }), RUNS, async (fields) => {
      const before = await rowCount(mediaItems);
      // The service behind the screen's upload route, with the route's refusal handling (runAction).
      const result = await withoutUnexpectedErrors(() =>
        runAction(MEDIA_MESSAGES.uploadFailed('erro inesperado.'), () =>
          uploadToLibrary(fuzzAdmin, formInput(gen.formDataOf(fields))),
        ),
      );
      const outcome = expectHandled(result, []);
      const existing = outcome === 'stored' && (result as { data: { existing: boolean } }).data.existing;
      outcomes[outcome === 'refused' ? 'refused' : existing ? 'existing' : 'added'] += 1;
      expect(await rowCount(mediaItems)).toBe(before + (outcome === 'stored' && !existing ? 1 : 0));
    });
    // The earlier properties stored some of the same generated images: those are found, not added.
    expect(outcomes.added + outcomes.existing, 'payloads stored or found').toBeGreaterThan(0);
    expect(outcomes.existing, 'payloads found in the library').toBeGreaterThan(0);
    expect(outcomes.refused, 'payloads refused').toBeGreaterThan(0);
  });

  it('photos: a file name with NUL and far over the title length is stored as a valid title', async () => {
    for (const name of ['foto\u0000.png', `${'ç'.repeat(5000)}.png`]) {
      const form = gen.formDataOf({
        type: 'fuzz-nomes',
        max: '10',
        file: new File([png], name, { type: 'image/png' }),
      });
      const result = await withoutUnexpectedErrors(() =>
        asRequestOf(fuzzAdmin, () => saveContentAction('photos', form)),
      );
      expect(result).toMatchObject({ ok: true });
    }
  });
});

describe('fuzz: user management and the inbox', () => {
  it('add user (as super_admin)', async () => {
    const form = gen.formOf({ email: gen.email, user_type: fc.constantFrom('admin', 'user', 'super_admin') });
    const toasts = [USER_MESSAGES.createFailed(USER_MESSAGES.duplicate)];
    await fuzzSave({ save: addUserAction, table: administrators, form, toasts, actor: fuzzSuperAdmin }, RUNS);
  });

  it('change a user type (as super_admin)', async () => {
    const target = await asRequestOf(fuzzSuperAdmin, () =>
      addUserAction(gen.formDataOf({ email: 'alvo@fuzz.test', user_type: 'user' })),
    );
    expect(target).toMatchObject({ ok: true });
    const [row] = await getDb().select({ id: administrators.id }).from(administrators);
    const args = fc.tuple(
      fc.oneof(fc.constant(row!.id), gen.hostileText),
      fc.oneof(fc.constantFrom('admin', 'user', 'super_admin'), gen.hostileText),
    );
    const toasts = [USER_MESSAGES.notFound, USER_MESSAGES.protectedRow].map(USER_MESSAGES.typeUpdateFailed);
    await checkProperty(args, RUNS, async ([id, userType]) => {
      const result = await withoutUnexpectedErrors(() =>
        asRequestOf(fuzzSuperAdmin, () => updateUserTypeAction(id, userType)),
      );
      expectHandled(result, toasts);
    });
  });

  it('change a request status (as admin)', async () => {
    const id = await storedConsultation();
    const ref = fc.oneof(
      fc.constant<RequestRef>({ kind: 'consultation', id }),
      fc.record({
        kind: fc.oneof(fc.constantFrom('consultation', 'contact'), gen.hostileText),
        id: fc.oneof(fc.uuid(), gen.hostileText),
      }),
    );
    const status = fc.oneof(fc.constantFrom('new', 'in_progress', 'done'), gen.hostileText);
    await checkProperty(fc.tuple(ref, status), RUNS, async ([target, next]) => {
      const result = await withoutUnexpectedErrors(() =>
        asRequestOf(fuzzAdmin, () => updateRequestStatusAction(target as RequestRef, next)),
      );
      expectHandled(result, [REQUEST_MESSAGES.notFound]);
    });
    expect((await getDb().select().from(consultations)).length).toBe(1);
  });
});
