import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { blogPosts, mediaItems, siteSettings, tips } from '@/db/schema';
import { saveBlogPostAction } from '@/features/blog/actions';
import { uploadBlogImage } from '@/features/blog/service';
import { scanCompliance } from '@/features/compliance/service';
import { saveContentAction } from '@/lib/content-actions';
import { createNews } from '@/features/news/service';
import { saveSettingsAction } from '@/features/settings/actions';
import { getSettings } from '@/features/settings/service';
import { createTip } from '@/features/tips/service';
import { IMAGE_ALT_REQUIRED } from '@/lib/shared/accessibility-checks';
import type { Actor } from '@/lib/shared/auth/permissions';
import { getDb } from '@/lib/server/db/client';
import { storedObject } from '@/lib/server/storage/get-storage';
import { createLocalStorage } from '@/lib/server/storage/local-storage';
import { seedDemoContent } from '@/startup/demo-content/seed';
import { DEMO_SITE_SETTINGS } from '@/startup/demo-content/settings';
import { formDataOf } from '../authorization/content-cases';
import { asRequestOf } from '../authorization/request';
import { actorWithRole } from '../helpers/actors';
import { imageFile } from '../helpers/files';
import { addPost } from '../helpers/posts';

// The bar's advertising rules as advice (issue 12 §4): the demo content passes the scan, a save of
// public text answers with the expressions it holds and still saves, and /admin/conformidade lists
// each active flagged item with a link to its editor and what CED art. 44 requires.

vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  headers: async () => (await import('../authorization/request')).requestHeaders(),
}));

let admin: Actor;
beforeAll(async () => {
  admin = await actorWithRole('admin');
}, 60_000);

describe('the conformity scan', () => {
  it('finds nothing in the demo content, and asks for the OAB registration while it is missing', async () => {
    await seedDemoContent(getDb(), createLocalStorage(path.join(process.env.DATA_DIR!, 'uploads')));
    const report = await scanCompliance(admin);
    expect(report.findings).toEqual([]);
    expect(report.missing.map((item) => item.requirement)).toEqual([
      'Número de inscrição na OAB',
      'Nome do escritório',
    ]);
    expect(report.missing[0]).toMatchObject({ rule: 'Código de Ética e Disciplina, art. 44' });
    // The demo firm details pass too, and carry what art. 44 asks for.
    await getDb().insert(siteSettings).values(DEMO_SITE_SETTINGS);
    expect(await scanCompliance(admin)).toEqual({
      findings: [],
      missing: [],
      accessibility: [],
      undescribedImages: [],
      undescribedImageCount: 0,
    });
    await getDb().delete(siteSettings);
  }, 60_000);

  it('lists each active flagged item with its screen, expression, reason and editor link', async () => {
    const news = await createNews(admin, {
      title: 'Atendimento ampliado',
      subtitle: 'Agora com consulta gratuita',
      content: 'Somos o escritório nº 1 da região.',
      external_link: 'https://www.example.com/promocao',
    });
    const tip = await createTip(admin, { title: 'Dica com desconto', content: 'Texto.' });
    await getDb().update(tips).set({ active: false }).where(eq(tips.id, tip.id));
    const report = await scanCompliance(admin);
    const flagged = report.findings.filter((finding) => finding.item === 'Atendimento ampliado');
    expect(flagged).toEqual([
      expect.objectContaining({
        screen: 'Notícias',
        href: `/admin/noticias?editar=${news.id}`,
        expression: 'consulta gratuita',
        found: 'consulta gratuita',
        reason: expect.stringMatching(/Provimento 205\/2021/),
      }),
      expect.objectContaining({ expression: 'nº 1' }),
    ]);
    // An inactive tip is not on the site.
    expect(report.findings.some((finding) => finding.item === 'Dica com desconto')).toBe(false);
  });

  it("reads a post's tags as the blog shows them", async () => {
    const id = await addPost('post-com-etiqueta');
    await getDb()
      .update(blogPosts)
      .set({ tags: ['Direito empresarial', 'Consulta Gratuita'] })
      .where(eq(blogPosts.id, id));
    const report = await scanCompliance(admin);
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        item: 'Post post-com-etiqueta',
        screen: 'Blog',
        href: `/admin/blog?editar=${id}`,
        expression: 'consulta gratuita',
        found: 'Consulta Gratuita',
      }),
    );
  });

  it('checks the firm details and sees the registration once it is filled in', async () => {
    await asRequestOf(admin, async () =>
      saveSettingsAction(
        formDataOf({
          firm_name: 'O melhor escritório',
          oab_registration: 'OAB/SP 12.345',
          version: String((await getSettings(admin)).version),
        }),
      ),
    );
    const report = await scanCompliance(admin);
    expect(report.missing).toEqual([]);
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        item: 'Dados do escritório',
        href: '/admin/configuracoes',
        expression: 'o melhor',
      }),
    );
    await getDb().delete(siteSettings);
  });
});

describe('the accessibility of the public content (issue 33)', () => {
  const text = (value: string, href?: string) =>
    href
      ? { type: 'text', text: value, marks: [{ type: 'link', attrs: { href } }] }
      : { type: 'text', text: value };

  it("lists each post's rich text findings with its editor, an image described in the library excepted", async () => {
    const [undescribed, described] = [
      (await uploadBlogImage(admin, { file: await imageFile() })).url,
      (await uploadBlogImage(admin, { file: await imageFile() })).url,
    ];
    const object = storedObject(described)!;
    await getDb()
      .update(mediaItems)
      .set({ altPt: 'Fachada do escritório' })
      .where(and(eq(mediaItems.bucket, object.bucket), eq(mediaItems.key, object.key)));
    const id = await addPost('post-acessibilidade');
    await getDb()
      .update(blogPosts)
      .set({
        title: 'Post com barreiras',
        content: {
          type: 'doc',
          content: [
            { type: 'heading', attrs: { level: 3 }, content: [text('Começa no subtítulo')] },
            { type: 'paragraph', content: [text('Para saber, '), text('clique aqui', '/contato')] },
            { type: 'image', attrs: { src: undescribed, alt: '' } },
            { type: 'image', attrs: { src: described, alt: '' } },
          ],
        },
      })
      .where(eq(blogPosts.id, id));
    const report = await scanCompliance(admin);
    const listed = report.accessibility.filter((finding) => finding.item === 'Post com barreiras');
    expect(listed).toEqual([
      expect.objectContaining({
        screen: 'Blog',
        href: `/admin/blog?editar=${id}`,
        kind: 'heading-skip',
        blocking: false,
      }),
      expect.objectContaining({ kind: 'vague-link', message: expect.stringContaining('“clique aqui”') }),
      expect.objectContaining({ kind: 'image-alt', message: IMAGE_ALT_REQUIRED, blocking: true }),
    ]);
    // The OAB list is unchanged by them.
    expect(report.findings.some((finding) => finding.item === 'Post com barreiras')).toBe(false);
  });

  it('lists the library images without a description, until described or marked decorative', async () => {
    const url = (await uploadBlogImage(admin, { file: await imageFile('sem-descricao.png') })).url;
    const object = storedObject(url)!;
    const item = and(eq(mediaItems.bucket, object.bucket), eq(mediaItems.key, object.key));
    const [row] = await getDb().select().from(mediaItems).where(item);
    const named = (report: Awaited<ReturnType<typeof scanCompliance>>) =>
      report.undescribedImages.some((image) => image.id === row!.id);
    const before = await scanCompliance(admin);
    expect(before.undescribedImages).toContainEqual(
      expect.objectContaining({ id: row!.id, name: 'sem-descricao.png', width: 4, height: 3 }),
    );
    expect(before.undescribedImageCount).toBeGreaterThanOrEqual(1);
    await getDb().update(mediaItems).set({ altPt: 'Retrato da sócia' }).where(item);
    const described = await scanCompliance(admin);
    expect(named(described)).toBe(false);
    expect(described.undescribedImageCount).toBe(before.undescribedImageCount - 1);
    await getDb().update(mediaItems).set({ altPt: null, decorative: true }).where(item);
    expect(named(await scanCompliance(admin))).toBe(false);
  });

  it("answers a post's save with its text's accessibility guidance, and refuses an undescribed image", async () => {
    const src = (await uploadBlogImage(admin, { file: await imageFile() })).url;
    const content = (image: Record<string, unknown>) =>
      JSON.stringify({
        type: 'doc',
        content: [
          { type: 'paragraph', content: [text('Veja o guia: '), text('saiba mais', '/blog/guia')] },
          { type: 'image', attrs: image },
        ],
      });
    const fields = { title: 'Guia de prazos', summary: 'Resumo', author: 'Dra. Ana' };
    const refused = await asRequestOf(admin, () =>
      saveBlogPostAction(formDataOf({ ...fields, content: content({ src, alt: '' }) })),
    );
    expect(refused).toEqual({
      ok: false,
      message: IMAGE_ALT_REQUIRED,
      fieldErrors: { content: IMAGE_ALT_REQUIRED },
    });
    const saved = await asRequestOf(admin, () =>
      saveBlogPostAction(formDataOf({ ...fields, content: content({ src, alt: '', decorative: true }) })),
    );
    expect(saved).toMatchObject({ ok: true, message: 'Post criado com sucesso!' });
    expect(saved.ok && saved.warnings).toEqual([
      expect.objectContaining({
        found: '',
        reason: expect.stringContaining('O link “saiba mais” não diz sozinho'),
      }),
    ]);
  });
});

describe('saving public text', () => {
  it('still saves, and answers with the expressions found and why', async () => {
    const result = await asRequestOf(admin, () =>
      saveContentAction(
        'news',
        formDataOf({
          title: 'Resultado garantido',
          subtitle: 'Subtítulo',
          content: 'Consulta gratuita e sem risco.',
          external_link: 'https://www.example.com/',
        }),
      ),
    );
    expect(result).toMatchObject({ ok: true, message: 'Notícia adicionada com sucesso!' });
    expect(result.ok && result.warnings?.map((warning) => warning.expression)).toEqual([
      'resultado garantido',
      'consulta gratuita',
      'sem risco',
    ]);
    const sober = await asRequestOf(admin, () =>
      saveContentAction(
        'news',
        formDataOf({
          title: 'Nova lei',
          subtitle: 'Resumo',
          content: 'Texto.',
          external_link: 'https://x.com/',
        }),
      ),
    );
    expect(sober).toEqual({ ok: true, data: undefined, message: 'Notícia adicionada com sucesso!' });
  });

  it('warns about English text too (the English pages are read by foreign clients)', async () => {
    const result = await asRequestOf(admin, () =>
      saveContentAction(
        'news',
        formDataOf({
          title: 'Guaranteed results',
          subtitle: 'The best lawyers',
          content: 'Free consultation, 100% success.',
          external_link: 'https://www.example.com/',
        }),
      ),
    );
    expect(result).toMatchObject({ ok: true, message: 'Notícia adicionada com sucesso!' });
    expect(result.ok && result.warnings?.map((warning) => warning.expression)).toEqual([
      'guaranteed results',
      'best lawyers',
      'free consultation',
      '100%',
    ]);
  });

  it('answers the same warnings when the firm details are saved', async () => {
    const result = await asRequestOf(admin, async () =>
      saveSettingsAction(
        formDataOf({ address: 'Promoção: Rua A', version: String((await getSettings(admin)).version) }),
      ),
    );
    expect(result.ok && result.warnings?.map((warning) => warning.expression)).toEqual(['promoção']);
  });
});
