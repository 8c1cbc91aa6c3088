import { beforeAll, describe, expect, it } from 'vitest';
import { socialLinks } from '@/db/schema';
import { SOCIAL_LINK_MESSAGES } from '@/features/social-links/schema';
import {
  createSocialLink,
  deleteSocialLink,
  listSocialLinks,
  setSocialLinkActive,
  updateSocialLink,
} from '@/features/social-links/service';
import { ForbiddenError, type Actor } from '@/lib/shared/auth/permissions';
import { getDb } from '@/lib/server/db/client';
import { actorWithRole } from '../helpers/actors';
import { refusalOf } from '../helpers/content-service';

let admin: Actor;
beforeAll(async () => {
  admin = await actorWithRole('admin');
});

describe('social links service', () => {
  it('adds, edits, switches and deletes; listed by platform', async () => {
    const instagram = await createSocialLink(admin, {
      platform: 'instagram',
      url: ' https://instagram.com/escritorio ',
    });
    expect(instagram).toMatchObject({
      platform: 'instagram',
      url: 'https://instagram.com/escritorio',
      active: true,
    });
    const facebook = await createSocialLink(admin, { platform: 'facebook', url: 'https://facebook.com/x' });
    expect((await listSocialLinks(admin)).map(({ platform, url }) => ({ platform, url }))).toEqual([
      { platform: 'facebook', url: 'https://facebook.com/x' },
      { platform: 'instagram', url: 'https://instagram.com/escritorio' },
    ]);

    await updateSocialLink(admin, facebook.id, {
      platform: 'linkedin',
      url: 'https://linkedin.com/company/x',
    });
    await setSocialLinkActive(admin, instagram.id, false);
    expect((await listSocialLinks(admin)).map((link) => [link.platform, link.active])).toEqual([
      ['instagram', false],
      ['linkedin', true],
    ]);

    await deleteSocialLink(admin, facebook.id);
    await deleteSocialLink(admin, instagram.id);
    expect(await getDb().select().from(socialLinks)).toEqual([]);
  });

  it('accepts only the recognised platforms and https addresses', async () => {
    for (const platform of ['tiktok', '', 'Facebook'])
      expect(
        (await refusalOf(createSocialLink(admin, { platform, url: 'https://example.com' }))).fieldErrors,
      ).toEqual({ platform: SOCIAL_LINK_MESSAGES.platform });
    for (const url of ['http://facebook.com/x', 'javascript:alert(1)', 'facebook.com/x', '', '/media/a'])
      expect((await refusalOf(createSocialLink(admin, { platform: 'facebook', url }))).fieldErrors).toEqual({
        url: SOCIAL_LINK_MESSAGES.url,
      });
    const long = `https://example.com/${'a'.repeat(500)}`;
    expect(
      (await refusalOf(createSocialLink(admin, { platform: 'youtube', url: long }))).fieldErrors,
    ).toEqual({ url: 'O endereço pode ter no máximo 500 caracteres.' });
    expect(await getDb().select().from(socialLinks)).toEqual([]);
  });

  it('refuses users and visitors', async () => {
    const user = await actorWithRole('user');
    for (const actor of [user, null])
      await expect(
        createSocialLink(actor, { platform: 'youtube', url: 'https://youtube.com/@x' }),
      ).rejects.toBeInstanceOf(ForbiddenError);
  });
});
