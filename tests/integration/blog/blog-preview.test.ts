import { beforeAll, describe, expect, it } from 'vitest';
import { previewPost, readPreviewToken } from '@/features/blog/preview';
import {
  createBlogPost,
  createBlogReviewLink,
  previewBlogPost,
  updateBlogPost,
} from '@/features/blog/service';
import type { Actor } from '@/lib/shared/auth/permissions';
import { actorWithRole } from '../helpers/actors';

// Issue 22 §2: a preview's token is signed and expires; 'Pré-visualizar' shows the editor's unsaved
// fields; a review link shows the post's working version (a published post's held next version),
// never what a visitor sees instead.

const post = { title: 'Prévia', summary: 'Resumo', content: 'Texto.', author: 'Dra. Ana' };
const tokenOf = (path: string) => path.split('/').pop()!;

let admin: Actor;
beforeAll(async () => {
  admin = await actorWithRole('admin');
});

describe('previews', () => {
  it("'Pré-visualizar' shows the unsaved fields over the saved post", async () => {
    const draft = await createBlogPost(admin, { ...post, intent: 'draft' });
    const { path } = await previewBlogPost(admin, draft.id, { ...post, title: 'Ainda não salvo' });
    expect(path).toMatch(/^\/pre-visualizacao\/[\w-]+\.[\w-]+$/);
    expect(await previewPost(tokenOf(path))).toMatchObject({ id: draft.id, title: 'Ainda não salvo' });
    // A new post's preview too.
    const fresh = await previewBlogPost(admin, null, { ...post, title: 'Post novo' });
    expect((await previewPost(tokenOf(fresh.path)))!.title).toBe('Post novo');
  });

  it("a review link shows a published post's held next version, for 7 days", async () => {
    const live = await createBlogPost(admin, post);
    await updateBlogPost(admin, live.id, { ...post, title: 'Próxima', intent: 'draft', version: '1' });
    const link = await createBlogReviewLink(admin, live.id);
    const days = (link.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect((await previewPost(tokenOf(link.path)))!.title).toBe('Próxima');
  });

  it('refuses an altered, forged or expired token', async () => {
    const live = await createBlogPost(admin, post);
    const token = tokenOf((await createBlogReviewLink(admin, live.id)).path);
    const [payload, signature] = token.split('.') as [string, string];
    expect(await readPreviewToken(token)).not.toBeNull();
    expect(await readPreviewToken(`${payload}.${signature.slice(0, -2)}xx`)).toBeNull();
    const forged = Buffer.from(
      JSON.stringify({ kind: 'post', postId: live.id, exp: Date.now() + 1e9, n: 'x' }),
    ).toString('base64url');
    expect(await readPreviewToken(`${forged}.${signature}`)).toBeNull();
    expect(await readPreviewToken(token, Date.now() + 8 * 86_400_000)).toBeNull();
    expect(await previewPost('nada')).toBeNull();
  });
});
