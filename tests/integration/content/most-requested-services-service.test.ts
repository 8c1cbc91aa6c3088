import { beforeAll, describe, expect, it } from 'vitest';
import {
  createMostRequestedService,
  listMostRequestedServices,
  updateMostRequestedService,
} from '@/features/most-requested-services/service';
import type { Actor } from '@/lib/shared/auth/permissions';
import { actorWithRole } from '../helpers/actors';
import { refusalOf } from '../helpers/content-service';

const input = {
  title: 'Defesa em execução fiscal',
  theme: 'Tributário',
  subject: 'Execução fiscal',
  description: 'Defesa do contribuinte.',
  monthly_count: '25',
  service_date: '2026-03-10',
};

let admin: Actor;
beforeAll(async () => {
  admin = await actorWithRole('admin');
});

describe('most requested services service', () => {
  it('requires every field', async () => {
    const refusal = await refusalOf(
      createMostRequestedService(admin, { monthly_count: '', service_date: '' }),
    );
    expect(refusal.fieldErrors).toEqual({
      title: 'O título é obrigatório',
      theme: 'O tema é obrigatório',
      subject: 'A matéria é obrigatória',
      description: 'A descrição é obrigatória',
      monthly_count: 'Informe os atendimentos mensais',
      service_date: 'Informe a data',
    });
  });

  it('refuses a monthly count below 0 and an invalid date', async () => {
    const refusal = await refusalOf(
      createMostRequestedService(admin, { ...input, monthly_count: '-1', service_date: '2026-02-30' }),
    );
    expect(refusal.fieldErrors).toEqual({
      monthly_count: 'Os atendimentos mensais devem ser um número inteiro maior ou igual a 0',
      service_date: 'Data inválida',
    });
  });

  it('stores the fields and lists by service date, latest first', async () => {
    const older = await createMostRequestedService(admin, input);
    expect(older).toMatchObject({ monthlyCount: 25, serviceDate: '2026-03-10', theme: 'Tributário' });
    const newer = await createMostRequestedService(admin, {
      ...input,
      service_date: '2026-04-01',
      monthly_count: '0',
    });
    expect(newer.monthlyCount).toBe(0);
    const edited = await updateMostRequestedService(admin, older.id, {
      ...input,
      monthly_count: '30',
      version: older.version,
    });
    expect(edited.monthlyCount).toBe(30);
    const ids = (await listMostRequestedServices(admin)).map((row) => row.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });
});
