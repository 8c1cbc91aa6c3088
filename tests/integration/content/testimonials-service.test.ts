import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestimonial,
  listTestimonials,
  setTestimonialActive,
  updateTestimonial,
} from '@/features/testimonials/service';
import type { Actor } from '@/lib/shared/auth/permissions';
import { actorWithRole } from '../helpers/actors';
import { refusalOf } from '../helpers/content-service';

const input = { name: 'Ana Souza', company: 'Souza Ltda', comment: 'Excelente atendimento.' };
const REQUIRED = 'Por favor, preencha todos os campos obrigatórios';

let admin: Actor;
beforeAll(async () => {
  admin = await actorWithRole('admin');
});

describe('testimonials service', () => {
  it('requires name, company and comment with one message', async () => {
    for (const missing of ['name', 'company', 'comment']) {
      const refusal = await refusalOf(createTestimonial(admin, { ...input, [missing]: '  ' }));
      expect(refusal.message).toBe(REQUIRED);
      expect(refusal.fieldErrors).toEqual({ form: REQUIRED });
    }
  });

  it('defaults to rating 5, order 0 and active; keeps the rating as entered, clamped to 1-5 with one decimal', async () => {
    const created = await createTestimonial(admin, input);
    expect(created).toMatchObject({ rating: 5, displayOrder: 0, active: true, avatarUrl: null });
    const ratings: [string, number][] = [
      ['7', 5],
      ['0', 1],
      ['-3', 1],
      ['3.7', 3.7],
      ['4.3', 4.3],
      ['4.25', 4.3],
      ['2', 2],
    ];
    let { version } = created;
    for (const [given, stored] of ratings) {
      const saved = await updateTestimonial(admin, created.id, { ...input, rating: given, version });
      expect(saved.rating).toBe(stored);
      ({ version } = saved);
    }
    expect((await refusalOf(createTestimonial(admin, { ...input, rating: 'muito' }))).fieldErrors).toEqual({
      rating: 'Avaliação inválida',
    });
  });

  it('refuses a display order below 0 or not whole', async () => {
    for (const order of ['-1', '1.5', 'x'])
      expect(
        (await refusalOf(createTestimonial(admin, { ...input, display_order: order }))).fieldErrors,
      ).toEqual({
        display_order: 'A ordem deve ser um número inteiro maior ou igual a 0',
      });
    expect((await createTestimonial(admin, { ...input, display_order: '3' })).displayOrder).toBe(3);
  });

  it("checks the avatar URL ('URL inválida'), accepting web addresses and stored uploads", async () => {
    for (const url of ['não é url', 'javascript:alert(1)', '//evil.example/a.png'])
      expect((await refusalOf(createTestimonial(admin, { ...input, avatar_url: url }))).fieldErrors).toEqual({
        avatar_url: 'URL inválida',
      });
    for (const url of ['https://example.com/a.png', '/media/photos/avatars/a.webp'])
      expect((await createTestimonial(admin, { ...input, avatar_url: url })).avatarUrl).toBe(url);
  });

  it('lists by display order ascending and toggles active', async () => {
    const later = await createTestimonial(admin, { ...input, display_order: '9' });
    const sooner = await createTestimonial(admin, { ...input, display_order: '1' });
    const orders = (await listTestimonials(admin)).map((row) => row.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const ids = (await listTestimonials(admin)).map((row) => row.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect((await setTestimonialActive(admin, later.id, false)).active).toBe(false);
  });
});
