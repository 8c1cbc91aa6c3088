import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSuccessCase,
  deleteSuccessCase,
  listSuccessCases,
  setSuccessCaseActive,
  updateSuccessCase,
} from '@/features/success-cases/service';
import type { Actor } from '@/lib/shared/auth/permissions';
import { actorWithRole } from '../helpers/actors';
import { expectImageFieldLifecycle, refusalOf } from '../helpers/content-service';

const input = {
  title: 'Recuperação de crédito',
  area: 'Tributário',
  description: 'Descrição',
  result: 'R$ 1 mi',
};

let admin: Actor;
beforeAll(async () => {
  admin = await actorWithRole('admin');
});

describe('success cases service', () => {
  it('requires title, area, description and result; the client fields are optional', async () => {
    const refusal = await refusalOf(createSuccessCase(admin, { client_name: 'X' }));
    expect(refusal.fieldErrors).toEqual({
      title: 'O título é obrigatório',
      area: 'A área é obrigatória',
      description: 'A descrição é obrigatória',
      result: 'O resultado é obrigatório',
    });
    const created = await createSuccessCase(admin, {
      ...input,
      client_testimonial: 'Excelente',
      client_name: '',
    });
    expect(created).toMatchObject({ clientTestimonial: 'Excelente', clientName: null, active: true });
  });

  it('toggles active and lists newest first', async () => {
    const first = await createSuccessCase(admin, input);
    const second = await createSuccessCase(admin, { ...input, title: 'Outro' });
    expect((await setSuccessCaseActive(admin, first.id, false)).active).toBe(false);
    expect((await setSuccessCaseActive(admin, first.id, true)).active).toBe(true);
    await refusalOf(setSuccessCaseActive(admin, first.id, 'sim' as unknown as boolean));
    const ids = (await listSuccessCases(admin)).map((row) => row.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it('stores the image in photos/success-cases/ and removes replaced and deleted files', async () => {
    await expectImageFieldLifecycle(
      { create: createSuccessCase, update: updateSuccessCase, remove: deleteSuccessCase },
      admin,
      {
        input,
        field: 'image_url',
        column: 'imageUrl',
        url: /^\/media\/photos\/success-cases\/[0-9a-f-]{36}\.(png|webp)$/,
        tooLarge: 'Imagem muito grande. Limite de 5MB.',
      },
    );
  });
});
