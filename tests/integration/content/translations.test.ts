import { beforeAll, describe, expect, it } from 'vitest';
import { successCasesType } from '@/features/success-cases/content-type';
import {
  createSuccessCase,
  deleteSuccessCase,
  listSuccessCases,
  updateSuccessCase,
} from '@/features/success-cases/service';
import { getDb } from '@/lib/server/db/client';
import { contentTranslations } from '@/db/schema';
import { inLanguage, translatedType } from '@/lib/server/translations';
import type { Actor } from '@/lib/shared/auth/permissions';
import { actorWithRole } from '../helpers/actors';
import { refusalOf } from '../helpers/content-service';

// Issue 34 §2 (ADR 0028): an item's English version as a property of its declaration, written by
// the form's 'English' tab in the item's own save, its state in the admin list, and the English
// pages showing only what has one.

const portuguese = {
  title: 'Recuperação de crédito tributário',
  area: 'Tributário',
  description: 'Crédito de ICMS recuperado.',
  result: 'R$ 1 milhão',
};
const english = {
  'en.title': 'Tax credit recovery',
  'en.area': 'Tax',
  'en.description': 'ICMS credit recovered.',
  'en.result': 'BRL 1 million',
};

let admin: Actor;
beforeAll(async () => {
  admin = await actorWithRole('admin');
});

const stateOf = async (id: string) => {
  const row = (await listSuccessCases(admin)).find((item) => item.id === id) as unknown as {
    translation: { state: string; fields: Record<string, string> };
  };
  return row.translation;
};

describe('content translations', () => {
  it("an item is 'Sem tradução' until its English tab is filled in; then 'Traduzido' with its texts", async () => {
    const item = await createSuccessCase(admin, { ...portuguese, 'en.title': '', 'en.area': '' });
    expect(await stateOf(item.id)).toEqual({ state: 'missing', fields: {} });

    await updateSuccessCase(admin, item.id, { ...portuguese, ...english, version: item.version });
    expect(await stateOf(item.id)).toEqual({
      state: 'translated',
      fields: {
        title: 'Tax credit recovery',
        area: 'Tax',
        description: 'ICMS credit recovered.',
        result: 'BRL 1 million',
      },
    });
  });

  it("a Portuguese edit makes it 'Desatualizado'; saving new English makes it 'Traduzido' again", async () => {
    const item = await createSuccessCase(admin, { ...portuguese, ...english });
    expect((await stateOf(item.id)).state).toBe('translated');

    // The form sends the English tab unchanged with the Portuguese edit.
    const edited = await updateSuccessCase(admin, item.id, {
      ...portuguese,
      ...english,
      result: 'R$ 2 milhões',
      version: item.version,
    });
    expect((await stateOf(item.id)).state).toBe('outdated');

    await updateSuccessCase(admin, item.id, {
      ...portuguese,
      ...english,
      result: 'R$ 2 milhões',
      'en.result': 'BRL 2 million',
      version: edited.version,
    });
    expect((await stateOf(item.id)).state).toBe('translated');
  });

  it('a form without the English tab leaves the translation; one with every English field empty removes it', async () => {
    const item = await createSuccessCase(admin, { ...portuguese, ...english });
    const saved = await updateSuccessCase(admin, item.id, { ...portuguese, version: item.version });
    expect((await stateOf(item.id)).state).toBe('translated');

    const empty = Object.fromEntries(Object.keys(english).map((key) => [key, ' ']));
    await updateSuccessCase(admin, item.id, { ...portuguese, ...empty, version: saved.version });
    expect((await stateOf(item.id)).state).toBe('missing');
  });

  it("is checked with the Portuguese fields' own rules, the message at the English field, and nothing is saved", async () => {
    const item = await createSuccessCase(admin, portuguese);
    const refusal = await refusalOf(
      updateSuccessCase(admin, item.id, {
        ...portuguese,
        'en.title': 'Only a title',
        'en.description': 'x'.repeat(5001),
        version: item.version,
      }),
    );
    expect(refusal.fieldErrors).toMatchObject({
      'en.area': 'A área é obrigatória',
      'en.result': expect.any(String),
      'en.description': expect.any(String),
    });
    expect((await stateOf(item.id)).state).toBe('missing');
  });

  it('English pages list only the translated items, with their English texts and nothing Portuguese', async () => {
    const translated = await createSuccessCase(admin, {
      ...portuguese,
      client_testimonial: 'Equipe excelente.',
      ...english,
    });
    const untranslated = await createSuccessCase(admin, { ...portuguese, title: 'Só em português' });
    const rows = [translated, untranslated];
    const shown = await inLanguage(translatedType(successCasesType), rows, 'en');
    expect(shown).toHaveLength(1);
    // The Portuguese testimonial has no English version: it is left out, never shown in Portuguese.
    expect(shown[0]).toMatchObject({
      id: translated.id,
      title: 'Tax credit recovery',
      clientTestimonial: null,
    });
    expect(await inLanguage(translatedType(successCasesType), rows, 'pt-BR')).toEqual(rows);
  });

  it('is deleted with its item', async () => {
    const item = await createSuccessCase(admin, { ...portuguese, ...english });
    await deleteSuccessCase(admin, item.id);
    const left = await getDb().select().from(contentTranslations);
    expect(left.some((row) => row.entityId === item.id)).toBe(false);
  });
});
