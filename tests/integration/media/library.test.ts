import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as uploadRoute } from '@/app/admin/midia/enviar/route';
import { mediaItems } from '@/db/schema';
import { autosaveBlogPost, createBlogPost, updateBlogPost } from '@/features/blog/service';
import { MEDIA_MESSAGES } from '@/features/media/schema';
import {
  deleteMediaItems,
  getMediaItem,
  listMedia,
  replaceMediaFile,
  updateMediaItem,
  uploadToLibrary,
} from '@/features/media/service';
import { createNews } from '@/features/news/service';
import { getDb } from '@/lib/server/db/client';
import { LOCAL_MEDIA_BASE } from '@/lib/server/storage/local-storage';
import { objectFromUrl } from '@/lib/server/storage/storage';
import type { Actor } from '@/lib/shared/auth/permissions';
import { NOT_AN_IMAGE } from '@/lib/shared/image-limits';
import { asFile, image, textNamedPng } from '../../support/files';
import { asRequestOf } from '../authorization/request';
import { actorWithRole } from '../helpers/actors';
import { refusalOf } from '../helpers/content-service';
import { storedFileExists } from '../helpers/files';

// The media library's screen (/admin/midia, issue 33) on its service and its upload route: pages
// of 40, search by file name and description, the filters, the same file twice is the existing
// item, 'Onde é usada' (items, revisions, drafts), deletion refused while used, 'Substituir arquivo'.

// The upload route reads the session cookie of the request asRequestOf simulates.
vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  headers: async () => (await import('../authorization/request')).requestHeaders(),
}));

let admin: Actor;
beforeAll(async () => {
  admin = await actorWithRole('admin');
});

let shade = 0;
/** An image of its own (different bytes each call). */
const distinctImage = async (name: string, width = 12) =>
  asFile(
    await image(name, {
      width,
      height: 9,
      color: `#${(++shade * 104_729).toString(16).slice(-6).padStart(6, '0')}`,
    }),
  );

/** Rows straight into the table (the list reads no file), newest last. */
async function insertItems(
  count: number,
  name: (i: number) => string,
  values: Partial<typeof mediaItems.$inferInsert> = {},
) {
  const base = Date.now() - 60_000;
  const rows = Array.from({ length: count }, (_, i) => ({
    bucket: 'library',
    key: `${randomUUID()}-${i}.png`,
    fileName: name(i),
    sha256: randomUUID().replaceAll('-', '').padEnd(64, '0'),
    bytes: 100,
    width: 10,
    height: 10,
    contentType: 'image/png',
    kept: true,
    createdAt: new Date(base + i * 1000),
    ...values,
  }));
  return getDb().insert(mediaItems).values(rows).returning();
}

const storedBytes = (url: string) => {
  const object = objectFromUrl(url, LOCAL_MEDIA_BASE)!;
  return readFileSync(path.join(process.env.DATA_DIR!, 'uploads', object.bucket, ...object.key.split('/')));
};

describe('the library’s list', () => {
  it('comes in pages of 40, newest first, and searches file names and descriptions', async () => {
    const tag = `paginada${Date.now()}`;
    await insertItems(41, (i) => `${tag}-${i}.png`);
    const first = await listMedia(admin, { q: tag, pagina: 1 });
    expect(first.items).toHaveLength(40);
    expect(first).toMatchObject({ total: 41, page: 1, pageCount: 2 });
    expect(first.items[0]!.fileName).toBe(`${tag}-40.png`);
    const second = await listMedia(admin, { q: tag, pagina: 2 });
    expect(second.items.map((item) => item.fileName)).toEqual([`${tag}-0.png`]);

    // By file name, case aside; by the Portuguese or English description; LIKE's wildcards are text.
    expect((await listMedia(admin, { q: `${tag.toUpperCase()}-7.PNG`, pagina: 1 })).items).toHaveLength(1);
    const [described] = await insertItems(1, () => 'sem-nome.png', {
      altPt: `Sala de reunião ${tag}`,
      altEn: 'Meeting room',
    });
    expect((await listMedia(admin, { q: `reunião ${tag}`, pagina: 1 })).items.map((item) => item.id)).toEqual(
      [described!.id],
    );
    expect((await listMedia(admin, { q: 'meeting room', pagina: 1 })).items.map((item) => item.id)).toContain(
      described!.id,
    );
    expect((await listMedia(admin, { q: '%', pagina: 1 })).total).toBe(0);
  });

  it("filters 'Sem texto alternativo' and 'Não usada'", async () => {
    const tag = `filtro${Date.now()}`;
    const [described] = await insertItems(1, () => `${tag}-descrita.png`, { altPt: 'Fachada' });
    const [decorative] = await insertItems(1, () => `${tag}-decorativa.png`, { decorative: true });
    const [bare] = await insertItems(1, () => `${tag}-sem-alt.png`);
    const undescribed = await listMedia(admin, { q: tag, filtro: 'sem-alt', pagina: 1 });
    expect(undescribed.items.map((item) => item.id)).toEqual([bare!.id]);

    // A library upload shown by a news item is used; the others are not.
    const { item: shown } = await uploadToLibrary(admin, {
      file: await distinctImage(`${tag}-na-noticia.png`),
    });
    await createNews(admin, {
      title: `Notícia ${tag}`,
      subtitle: 'S',
      content: 'C',
      external_link: 'https://example.com',
      image_url_library: shown.url,
    });
    const unused = await listMedia(admin, { q: tag, filtro: 'nao-usada', pagina: 1 });
    expect(unused.items.map((item) => item.id).sort()).toEqual(
      [described!.id, decorative!.id, bare!.id].sort(),
    );
    const all = await listMedia(admin, { q: tag, pagina: 1 });
    expect(all.items.find((item) => item.id === shown.id)).toMatchObject({ used: true });
    expect(all.items.find((item) => item.id === bare!.id)).toMatchObject({ used: false });
  });
});

describe('uploading to the library', () => {
  it('answers the same bytes uploaded twice with the existing item and stores no second file', async () => {
    const file = await distinctImage('escritorio.png');
    const first = await uploadToLibrary(admin, { file });
    expect(first.existing).toBe(false);
    expect(first.item).toMatchObject({
      fileName: 'escritorio.png',
      bucket: 'library',
      uploadedBy: admin.email,
    });
    const [stored] = await getDb().select().from(mediaItems).where(eq(mediaItems.id, first.item.id));

    const again = await uploadToLibrary(admin, {
      file: new File([await file.arrayBuffer()], 'copia.png', { type: 'image/png' }),
    });
    expect(again.existing).toBe(true);
    expect(again.item.id).toBe(first.item.id);
    expect(again.item.url).toBe(first.item.url);
    const same = await getDb().select().from(mediaItems).where(eq(mediaItems.sha256, stored!.sha256));
    expect(same).toHaveLength(1);
  });

  it('takes one file per request at its route: JSON with the item, the refusal in Portuguese, another site refused', async () => {
    const post = (body: FormData, headers: Record<string, string> = {}) =>
      asRequestOf(admin, () =>
        uploadRoute(new Request('http://localhost/admin/midia/enviar', { method: 'POST', body, headers })),
      );
    const form = (file: File) => {
      const data = new FormData();
      data.set('file', file);
      return data;
    };
    const file = await distinctImage('pela-rota.png');
    const added = await post(form(file));
    expect(added.status).toBe(200);
    const answer = (await added.json()) as {
      ok: true;
      data: { item: { id: string }; existing: boolean };
      message: string;
    };
    expect(answer).toMatchObject({ ok: true, message: MEDIA_MESSAGES.uploaded, data: { existing: false } });

    const twice = await post(form(file));
    expect(await twice.json()).toMatchObject({
      ok: true,
      message: MEDIA_MESSAGES.alreadyThere,
      data: { existing: true, item: { id: answer.data.item.id } },
    });

    const fake = await post(form(asFile(textNamedPng())));
    expect(fake.status).toBe(400);
    expect(await fake.json()).toMatchObject({ ok: false, fieldErrors: { file: NOT_AN_IMAGE } });

    const huge = await post(
      form(new File([new Uint8Array(6 * 1024 * 1024 + 1)], 'enorme.png', { type: 'image/png' })),
    );
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ ok: false, message: MEDIA_MESSAGES.tooLarge });

    const foreign = await post(form(file), { origin: 'https://outro-site.example' });
    expect(foreign.status).toBe(403);
  });
});

describe("'Onde é usada' and deletion", () => {
  it('lists an item, a revision and a draft that show the image, each linked, and refuses its deletion with them', async () => {
    const { item } = await uploadToLibrary(admin, { file: await distinctImage('compartilhada.png') });
    const shownBy = await createNews(admin, {
      title: 'Reforma tributária',
      subtitle: 'S',
      content: 'C',
      external_link: 'https://example.com',
      image_url_library: item.url,
    });
    // A post that had it as its cover, then another: its earlier version (a revision) still holds it.
    const post = { title: 'Holding familiar', summary: 'Resumo', content: 'Texto.', author: 'Dra. Ana' };
    const revised = await createBlogPost(admin, { ...post, image_url_library: item.url });
    await updateBlogPost(admin, revised.id, {
      ...post,
      image_url: await distinctImage('outra-capa.png'),
      version: '1',
    });
    // A draft (autosaved copy) of another post whose text shows it.
    const drafted = await createBlogPost(admin, { ...post, title: 'Sucessão empresarial' });
    await autosaveBlogPost(admin, drafted.id, {
      ...post,
      title: 'Sucessão empresarial',
      content: `<p>Veja:</p><img src="${item.url}" alt="">`,
    });

    const { usages } = await getMediaItem(admin, item.id);
    expect(usages).toEqual(
      expect.arrayContaining([
        { label: 'Notícias: Reforma tributária', href: `/admin/noticias?editar=${shownBy.id}` },
        { label: 'Blog: Holding familiar (revisão)', href: `/admin/blog?editar=${revised.id}` },
        { label: 'Blog: Sucessão empresarial (rascunho)', href: `/admin/blog?editar=${drafted.id}` },
      ]),
    );

    const refusal = await refusalOf(deleteMediaItems(admin, [item.id]));
    expect(refusal.message).toBe(MEDIA_MESSAGES.inUse(usages.map((usage) => usage.label)));
    expect(refusal.message).toMatch(/^Esta imagem está em uso em: .*Notícias: Reforma tributária/);
    expect(storedFileExists(item.url)).toBe(true);
    expect((await getMediaItem(admin, item.id)).item.id).toBe(item.id);
  });

  it('deletes an unused item with its file, and says so for one that is gone', async () => {
    const { item } = await uploadToLibrary(admin, { file: await distinctImage('avulsa.png') });
    expect((await getMediaItem(admin, item.id)).usages).toEqual([]);
    expect(storedFileExists(item.url)).toBe(true);
    await deleteMediaItems(admin, [item.id]);
    expect(storedFileExists(item.url)).toBe(false);
    expect((await refusalOf(getMediaItem(admin, item.id))).message).toBe(MEDIA_MESSAGES.notFound);
  });
});

describe('an item', () => {
  it('keeps its descriptions and focal point, and a replaced file keeps its address with new bytes', async () => {
    const { item } = await uploadToLibrary(admin, { file: await distinctImage('fachada.png', 12) });
    const saved = await updateMediaItem(admin, item.id, {
      alt_pt: 'Fachada do escritório',
      alt_en: 'Office front',
      decorative: '',
      kept: 'on',
      focal_x: '25',
      focal_y: '70',
    });
    expect(saved).toMatchObject({
      kept: true,
      altPt: 'Fachada do escritório',
      altEn: 'Office front',
      focalX: 25,
      focalY: 70,
    });

    const before = storedBytes(item.url);
    const replaced = await replaceMediaFile(admin, item.id, {
      file: await distinctImage('fachada-nova.png', 20),
    });
    expect(replaced.url).toBe(item.url);
    expect(replaced).toMatchObject({
      id: item.id,
      width: 20,
      fileName: 'fachada-nova.png',
      altPt: 'Fachada do escritório',
    });
    const after = storedBytes(item.url);
    expect(after.equals(before)).toBe(false);
    expect(replaced.bytes).toBe(after.length);
  });
});
