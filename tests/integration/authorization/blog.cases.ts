import {
  deleteBlogPostAction,
  loadBlogPostAction,
  saveBlogPostAction,
  uploadBlogImageAction,
} from '@/features/blog/actions';
import {
  createBlogPost,
  deleteBlogPost,
  getBlogPost,
  listBlogPosts,
  updateBlogPost,
  uploadBlogImage,
} from '@/features/blog/service';
import { imageFile } from '../helpers/files';
import type { AuthorizationCase } from './case';
import { contentCases, formDataOf, matrixAdmin } from './content-cases';
import { asRequestOf } from './request';

const input = { title: 'Post', summary: 'Resumo', content: 'Conteúdo', author: 'Autora', tags: 'a, b' };
const existing = async () => (await createBlogPost(matrixAdmin, input)).id;
const blog = (name: string, covers: unknown, call: AuthorizationCase['call']): AuthorizationCase => ({
  name: `blog: ${name}`,
  permission: 'blog.write',
  covers: [covers],
  call,
});

export const cases: AuthorizationCase[] = [
  ...contentCases(
    'blog',
    'blog.write',
    { list: listBlogPosts, create: createBlogPost, update: updateBlogPost, remove: deleteBlogPost },
    input,
    { save: saveBlogPostAction, remove: deleteBlogPostAction },
  ),
  blog('get one to edit', getBlogPost, async (actor) => getBlogPost(actor, await existing())),
  blog('load action', loadBlogPostAction, async (actor) => {
    const id = await existing();
    return asRequestOf(actor, () => loadBlogPostAction(id));
  }),
  blog('upload an image for the text', uploadBlogImage, async (actor) =>
    uploadBlogImage(actor, { file: await imageFile() }),
  ),
  blog('upload action', uploadBlogImageAction, async (actor) => {
    const form = formDataOf({ file: await imageFile() });
    return asRequestOf(actor, () => uploadBlogImageAction(form));
  }),
];
