import { and, desc, eq, sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import ContentAdminRoute from '@/app/admin/[content]/page';
import { adminNavItems } from '@/components/admin/admin-nav-items';
import { DeclaredFields } from '@/components/admin/declared-fields';
import { contentTypeAt, contentTypeNamed, registerContentType } from '@/content-types';
import { activityLog, blogPosts, cacheInvalidations } from '@/db/schema';
import { scanCompliance } from '@/features/compliance/service';
import { replayErasures } from '@/features/privacy/erasure-replay';
import { runRequestsRetention } from '@/features/privacy/retention';
import { erasePersonalData, exportPersonalData, findPersonalData } from '@/features/privacy/service';
import { saveContentAction } from '@/lib/content-actions';
import { activityEntityLabels } from '@/lib/shared/activity';
import { can, permissionsTable, type Permission } from '@/lib/shared/auth/permissions';
import { ADMIN_CHECK_MESSAGES } from '@/lib/shared/auth/messages';
import { defineContentType } from '@/lib/shared/content-type';
import { optionalText, requiredText } from '@/lib/shared/field-schemas';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '@/lib/shared/image-limits';
import { erasureHash } from '@/lib/server/backup/erasure-journal';
import { getDb } from '@/lib/server/db/client';
import { cacheTags } from '@/lib/server/cache';
import { contentActionsNamed, contentServiceOf } from '@/lib/server/declared-content';
import { shareInvalidations } from '@/lib/server/invalidation';
import { uploadReferences } from '@/lib/server/upload-references';
import { actorWithRole } from '../helpers/actors';
import { imageFile, storedFileExists } from '../helpers/files';

// One declaration is all a new content type needs (issue 30): a fixture type, its table created
// here, registered at run time, gets its permission, admin route and menu entry, form, activity
// label, cache invalidation, upload references, compliance scan and LGPD tools (export, erasure,
// retention, the erasure journal's replay) without another file of src.

const notes = pgTable('fixture_notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: varchar('title', { length: 200 }).notNull(),
  body: text('body'),
  pictureUrl: varchar('picture_url', { length: 500 }),
  /** Whom the note is about: personal data (LGPD). */
  email: varchar('email', { length: 254 }),
  active: boolean('active').notNull().default(true),
  version: integer('version').notNull().default(1),
  updatedBy: text('updated_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const fixture = defineContentType({
  table: notes,
  permission: 'fixture_notes.write',
  label: 'Nota de teste',
  admin: { path: '/admin/notas-de-teste', nav: 'Notas de teste' },
  schema: z.object({
    title: requiredText('O título é obrigatório', 200),
    body: optionalText(2000),
  }),
  messages: {
    screenTitle: 'Gerenciar Notas',
    loadFailed: () => 'Erro ao carregar notas',
    notFound: 'Nota não encontrada.',
    emptyMessage: 'Nenhuma nota cadastrada.',
    newLabel: 'Nova Nota',
    formTitle: ['Nova Nota', 'Editar Nota'],
    submitLabel: ['Adicionar Nota', 'Atualizar Nota'],
    created: 'Nota adicionada com sucesso',
    createFailed: 'Erro ao salvar nota',
  },
  layout: 'dialog',
  form: {
    fields: [
      { name: 'title', label: 'Título', required: true },
      { kind: 'multiline', name: 'body', label: 'Texto', rows: 4 },
      { kind: 'image', image: 'pictureUrl', label: 'Imagem (opcional)' },
    ],
  },
  images: {
    pictureUrl: {
      field: 'picture_url',
      bucket: 'photos',
      prefix: 'notes/',
      maxBytes: MAX_IMAGE_BYTES,
      tooLargeMessage: IMAGE_TOO_LARGE,
    },
  },
  list: { caption: 'Notas', columns: [{ name: 'title', header: 'Título' }] },
  orderBy: (table) => [desc(table.createdAt)],
  oabCheck: ['title', 'body'],
  personalData: { email: 'email', retainedFrom: 'createdAt' },
});

const PERMISSION = fixture.permission as Permission;

beforeAll(async () => {
  await getDb().execute(sql`create table fixture_notes (
    id uuid primary key default gen_random_uuid(),
    title varchar(200) not null,
    body text,
    picture_url varchar(500),
    email varchar(254),
    active boolean not null default true,
    version integer not null default 1,
    updated_by text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now())`);
  registerContentType(fixture);
});

describe('a content type declared once', () => {
  it('gets its permission in the table: admins may write it, a user may not', async () => {
    expect(permissionsTable()[PERMISSION]).toBe('admin');
    expect(can(await actorWithRole('admin'), PERMISSION)).toBe(true);
    expect(can(await actorWithRole('super_admin'), PERMISSION)).toBe(true);
    expect(can(await actorWithRole('user'), PERMISSION)).toBe(false);
  });

  it('gets its admin screen through the generic admin route, with its menu entry and its form', async () => {
    expect(adminNavItems()).toContainEqual({
      href: '/admin/notas-de-teste',
      label: 'Notas de teste',
      permission: PERMISSION,
    });
    expect(contentTypeAt('/admin/notas-de-teste')).toBe(fixture);
    const page = await ContentAdminRoute({ params: Promise.resolve({ content: 'notas-de-teste' }) });
    expect(page.props.type).toBe(fixture);
    // A path that is no type's is not found.
    await expect(ContentAdminRoute({ params: Promise.resolve({ content: 'nada' }) })).rejects.toThrow(
      /NEXT_HTTP_ERROR_FALLBACK;404/,
    );

    const form = renderToStaticMarkup(createElement(DeclaredFields, { type: fixture, item: null }));
    expect(form).toMatch(/<label[^>]*>Título/);
    expect(form).toContain('name="title"');
    expect(form).toMatch(/<textarea[^>]*name="body"/);
    expect(form).toMatch(/<input[^>]*type="file"[^>]*name="picture_url"|name="picture_url"[^>]*type="file"/);
    const edit = renderToStaticMarkup(
      createElement(DeclaredFields, { type: fixture, item: { title: 'Já salva', body: null } }),
    );
    expect(edit).toContain('value="Já salva"');
    // A textarea declared without rows keeps the fields' default height (four rows).
    const testimonialForm = renderToStaticMarkup(
      createElement(DeclaredFields, { type: contentTypeNamed('testimonials')!, item: null }),
    );
    expect(testimonialForm).toMatch(
      /<textarea[^>]*name="comment"[^>]*rows="4"|<textarea[^>]*rows="4"[^>]*name="comment"/,
    );
  });

  it('writes through its service: activity entries with its label, its cache tag invalidated', async () => {
    const admin = await actorWithRole('admin');
    shareInvalidations({ origin: 'fixture-test' });
    try {
      const service = contentServiceOf(fixture);
      const note = await service.create(admin, { title: 'Primeira nota', body: 'Texto' });
      await service.update(admin, note.id, { title: 'Nota revista', body: '', version: note.version });
      await service.remove(admin, note.id);

      const entries = await getDb()
        .select({ kind: activityLog.kind })
        .from(activityLog)
        .where(and(eq(activityLog.entity, 'fixture_notes'), eq(activityLog.entityId, note.id)))
        .orderBy(activityLog.at);
      expect(entries.map((entry) => entry.kind)).toEqual(['create', 'update', 'delete']);
      expect(activityEntityLabels().fixture_notes).toBe('Nota de teste');

      await expect
        .poll(async () =>
          (await getDb().select({ tags: cacheInvalidations.tags }).from(cacheInvalidations)).filter((row) =>
            row.tags.split(',').includes('fixture_notes'),
          ),
        )
        .toHaveLength(3);
    } finally {
      shareInvalidations(undefined);
    }
  });

  it('keeps its images among the upload references: an image goes with the last row that shows it', async () => {
    expect(uploadReferences().some((reference) => reference.column === notes.pictureUrl)).toBe(true);
    const admin = await actorWithRole('admin');
    const service = contentServiceOf(fixture);
    const note = await service.create(admin, { title: 'Com imagem', picture_url: await imageFile() });
    expect(note.pictureUrl).toMatch(/^\/media\/photos\/notes\/[a-z0-9_-]+\.png$/);
    await getDb().insert(notes).values({ title: 'Cópia', pictureUrl: note.pictureUrl });
    await service.remove(admin, note.id);
    expect(storedFileExists(note.pictureUrl)).toBe(true);
    const [copy] = await getDb().select().from(notes).where(eq(notes.title, 'Cópia'));
    await service.remove(admin, copy!.id);
    await expect.poll(() => storedFileExists(note.pictureUrl)).toBe(false);
  });

  it('is scanned by the compliance screen, under its menu label', async () => {
    const admin = await actorWithRole('admin');
    await contentServiceOf(fixture).create(admin, { title: 'O melhor escritório da cidade' });
    const report = await scanCompliance(admin);
    expect(report.findings).toContainEqual(
      expect.objectContaining({ item: 'O melhor escritório da cidade', screen: 'Notas de teste' }),
    );
  });

  it("is read by the LGPD tools: a person's rows are found, exported and erased, with their images", async () => {
    const admin = await actorWithRole('admin');
    const service = contentServiceOf(fixture);
    const note = await service.create(admin, { title: 'Sobre Carla', picture_url: await imageFile() });
    await getDb().update(notes).set({ email: 'Carla@Cliente.test' }).where(eq(notes.id, note.id));
    await getDb().insert(notes).values({ title: 'Sobre Davi', email: 'davi@cliente.test' });

    const found = await findPersonalData(admin, 'carla@cliente.test');
    expect(found.content).toEqual([
      {
        type: 'fixture_notes',
        label: 'Nota de teste',
        rows: [expect.objectContaining({ title: 'Sobre Carla', email: 'Carla@Cliente.test' })],
      },
    ]);
    const exported = JSON.parse(await exportPersonalData(admin, 'CARLA@cliente.test')) as typeof found;
    expect(exported.content[0]!.rows[0]).toMatchObject({ title: 'Sobre Carla', pictureUrl: note.pictureUrl });

    shareInvalidations({ origin: 'fixture-lgpd' });
    try {
      expect(await erasePersonalData(admin, 'carla@cliente.test')).toMatchObject({ contentRows: 1 });
      // The public pages showing the type are refreshed.
      await expect
        .poll(async () =>
          (
            await getDb()
              .select({ tags: cacheInvalidations.tags })
              .from(cacheInvalidations)
              .where(eq(cacheInvalidations.origin, 'fixture-lgpd'))
          ).some((row) => row.tags.split(',').includes('fixture_notes')),
        )
        .toBe(true);
    } finally {
      shareInvalidations(undefined);
    }
    expect(await getDb().select().from(notes).where(eq(notes.id, note.id))).toEqual([]);
    expect((await findPersonalData(admin, 'carla@cliente.test')).content).toEqual([]);
    await expect.poll(() => storedFileExists(note.pictureUrl)).toBe(false);
    // Someone else's row stays.
    expect((await findPersonalData(admin, 'davi@cliente.test')).content[0]!.rows).toHaveLength(1);
  });

  it('is read by the retention job and by the erasure replay after a restore', async () => {
    const old = new Date();
    old.setFullYear(old.getFullYear() - 50);
    await getDb()
      .insert(notes)
      .values([
        { title: 'Antiga', email: 'antiga@cliente.test', createdAt: old },
        { title: 'Recente', email: 'recente@cliente.test' },
        { title: 'Apagada antes', email: 'apagada@cliente.test' },
      ]);
    await runRequestsRetention();
    const titles = async () =>
      (
        await getDb()
          .select({ title: notes.title })
          .from(notes)
          .where(sql`${notes.email} like '%@cliente.test'`)
      )
        .map((row) => row.title)
        .sort();
    expect(await titles()).not.toContain('Antiga');
    expect(await titles()).toContain('Recente');

    expect(await replayErasures(getDb(), new Set([erasureHash('apagada@cliente.test')]))).toBe(1);
    expect(await titles()).not.toContain('Apagada antes');
    expect(await titles()).toContain('Recente');
  });

  it('answers its generic actions only for a declared type', async () => {
    const refusal = await saveContentAction('no_such_type', new FormData());
    expect(refusal).toEqual({ ok: false, message: ADMIN_CHECK_MESSAGES.denied });
  });
});

describe('the blog, declared like every type (its editor and desk its own)', () => {
  it('gets its permission, menu entry, activity label, cache tag and upload references from the registry', () => {
    expect(permissionsTable()['blog.write']).toBe('admin');
    expect(adminNavItems()).toContainEqual({ href: '/admin/blog', label: 'Blog', permission: 'blog.write' });
    expect(activityEntityLabels().blog_posts).toBe('Blog');
    expect(cacheTags()).toContain('blog_posts');
    const references = uploadReferences().filter((reference) => reference.table === blogPosts);
    expect(references.map(({ column, holds }) => [column.name, holds])).toEqual([
      ['image_url', 'url'],
      ['social_image_url', 'url'],
      ['content', 'text'],
    ]);
  });

  it('is left to its own actions: the generic ones answer only a type with a declared form', () => {
    expect(contentTypeNamed('blog_posts')?.form).toBeUndefined();
    expect(contentActionsNamed('blog_posts')).toBeUndefined();
    expect(contentActionsNamed('fixture_notes')).toBeDefined();
  });
});
