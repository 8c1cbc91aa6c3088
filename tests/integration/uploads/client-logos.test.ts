import { describe, expect, it } from 'vitest';
import {
  createClientLogo,
  deleteClientLogo,
  listClientLogos,
  setClientLogoActive,
} from '@/features/client-logos/service';
import { imageFile, oversized, storedFileExists, textAsPng } from '../helpers/files';
import { anAdmin, refusalMessage } from '../helpers/refusal';

const admin = anAdmin;

describe('client logos', () => {
  it('adds an active logo in the client-logos bucket, lists newest first, toggles and deletes it with its file', async () => {
    const first = await createClientLogo(admin, {
      client_name: ' Alfa Ltda ',
      file: await imageFile('alfa.png'),
    });
    expect(first).toMatchObject({ clientName: 'Alfa Ltda', active: true });
    expect(first.url).toMatch(/^\/media\/client-logos\/[0-9a-f-]{36}\.png$/);
    expect(storedFileExists(first.url)).toBe(true);
    const second = await createClientLogo(admin, {
      client_name: 'Beta',
      file: await imageFile('beta.jpg', 'jpeg'),
    });
    expect((await listClientLogos(admin)).map((logo) => logo.id)).toEqual([second.id, first.id]);

    expect(await setClientLogoActive(admin, first.id, false)).toMatchObject({
      active: false,
    });
    expect(await setClientLogoActive(admin, first.id, true)).toMatchObject({ active: true });

    await deleteClientLogo(admin, first.id);
    expect((await listClientLogos(admin)).map((logo) => logo.id)).toEqual([second.id]);
    expect(storedFileExists(first.url)).toBe(false);
  });

  it('refuses a missing name or file with one message, a file over 2MB and a fake image', async () => {
    const before = (await listClientLogos(admin)).length;
    const file = await imageFile('logo.png');
    const required = 'Selecione um arquivo e insira o nome do cliente';
    expect(await refusalMessage(createClientLogo(admin, { client_name: 'Sem arquivo' }))).toBe(required);
    expect(await refusalMessage(createClientLogo(admin, { client_name: '  ', file }))).toBe(required);
    expect(await refusalMessage(createClientLogo(admin, { file }))).toBe(required);
    expect(
      await refusalMessage(
        createClientLogo(admin, { client_name: 'Grande', file: oversized(2 * 1024 * 1024) }),
      ),
    ).toBe('Arquivo muito grande. Limite de 2MB.');
    expect(
      await refusalMessage(createClientLogo(admin, { client_name: 'Falsa', file: textAsPng() })),
    ).toMatch(/Apenas imagens/);
    expect(await listClientLogos(admin)).toHaveLength(before);
  });

  it('answers an unknown id with a message, not a crash', async () => {
    expect(await refusalMessage(setClientLogoActive(admin, 'nao-existe', true))).toBe('Logo não encontrada.');
    expect(await refusalMessage(deleteClientLogo(admin, '00000000-0000-0000-0000-000000000000'))).toBe(
      'Logo não encontrada.',
    );
  });
});
