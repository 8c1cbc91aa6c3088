import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { logos } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';
import { getActiveLogo, uploadLogo } from '@/features/logos/service';
import { deleteContentAction, setContentActiveAction } from '@/lib/content-actions';
import { contentStore } from '@/lib/server/content-store';
import { ADMIN_CHECK_MESSAGES } from '@/lib/shared/auth/messages';
import { asRequestOf } from '../authorization/request';
import { actorWithRole } from '../helpers/actors';
import { imageFile, oversized, storedFileExists, svgFile } from '../helpers/files';
import { anAdmin, refusalMessage } from '../helpers/refusal';

const admin = anAdmin;

vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  headers: async () => (await import('../authorization/request')).requestHeaders(),
}));

const activeRows = () => getDb().select().from(logos).where(eq(logos.active, true));

describe('main logo', () => {
  it('an upload is stored under logos/ in the photos bucket and becomes the one active logo', async () => {
    const first = await uploadLogo(admin, { file: await imageFile('logo.png') });
    expect(first.url).toMatch(/^\/media\/photos\/logos\/[0-9a-f-]{36}\.png$/);
    expect(storedFileExists(first.url)).toBe(true);
    expect(await getActiveLogo(admin)).toEqual(first);

    const second = await uploadLogo(admin, { file: await imageFile('novo-logo.webp', 'webp') });
    expect(await getActiveLogo(admin)).toEqual(second);
    const rows = await getDb().select().from(logos);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === first.id)?.active).toBe(false);
    expect(await activeRows()).toHaveLength(1);
  });

  it('is only replaced: the generic delete and Status switch refuse the main logo, and change nothing', async () => {
    const logo = await uploadLogo(admin, { file: await imageFile('logo.png') });
    const signedIn = await actorWithRole('admin');
    const refused = { ok: false, message: ADMIN_CHECK_MESSAGES.denied };
    expect(await asRequestOf(signedIn, () => deleteContentAction('logos', logo.id))).toEqual(refused);
    expect(await asRequestOf(signedIn, () => setContentActiveAction('logos', logo.id, false))).toEqual(
      refused,
    );
    expect(await getActiveLogo(admin)).toEqual(logo);
    expect(storedFileExists(logo.url)).toBe(true);
  });

  it('keeps exactly one active logo under 10 concurrent uploads, and every upload succeeds', async () => {
    const files = await Promise.all(Array.from({ length: 10 }, (_, i) => imageFile(`logo-${i}.png`)));
    const uploaded = await Promise.all(files.map((file) => uploadLogo(admin, { file })));
    expect(new Set(uploaded.map((logo) => logo.id)).size).toBe(10);

    const active = await activeRows();
    expect(active).toHaveLength(1);
    expect(uploaded.map((logo) => logo.id)).toContain(active[0]!.id);
    expect(await getActiveLogo(admin)).toEqual(active[0]);
  });

  it('switches under concurrency in the store itself too (50 inserts without files)', async () => {
    const store = contentStore({
      table: logos,
      tags: ['logos'],
      notFound: 'Logo não encontrada.',
      singleActive: true,
    });
    const urls = Array.from({ length: 50 }, (_, i) => `/media/photos/logos/concorrente-${i}.png`);
    const inserted = await Promise.all(urls.map((url) => store.insert({ url })));
    expect(inserted.every((row) => row.active)).toBe(true);
    expect(await activeRows()).toHaveLength(1);
  });

  it('refuses a missing file, a file over 2MB and an SVG, and keeps the current logo', async () => {
    const current = await uploadLogo(admin, { file: await imageFile('atual.png') });
    expect(await refusalMessage(uploadLogo(admin, {}))).toBe('Selecione um arquivo primeiro');
    expect(await refusalMessage(uploadLogo(admin, { file: new File([], '') }))).toBe(
      'Selecione um arquivo primeiro',
    );
    expect(await refusalMessage(uploadLogo(admin, { file: oversized(2 * 1024 * 1024) }))).toBe(
      'Arquivo muito grande. Limite de 2MB.',
    );
    expect(await refusalMessage(uploadLogo(admin, { file: svgFile() }))).toMatch(/Apenas imagens/);
    expect(await getActiveLogo(admin)).toEqual(current);
  });
});
