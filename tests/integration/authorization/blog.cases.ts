import {
  autosaveBlogPostAction,
  blogReviewLinkAction,
  previewBlogPostAction,
  blogPostHistoryAction,
  compareBlogPostRevisionAction,
  deleteBlogPostAction,
  loadBlogPostAction,
  discardBlogPostAutosaveAction,
  readBlogPostAutosaveAction,
  restoreBlogPostRevisionAction,
  saveBlogPostAction,
  unpublishBlogPostAction,
  uploadBlogImageAction,
} from '@/features/blog/actions';
import {
  autosaveBlogPost,
  compareBlogPostRevision,
  createBlogPost,
  createBlogReviewLink,
  deleteBlogPost,
  getBlogPost,
  previewBlogPost,
  discardBlogPostAutosave,
  listBlogPostRevisions,
  readBlogPostAutosave,
  listPublishFailures,
  restoreBlogPostRevision,
  unpublishBlogPost,
  updateBlogPost,
  uploadBlogImage,
} from '@/features/blog/service';
import { getEnglishVersion, listBlogPosts } from '@/features/blog/posts-admin';
import { imageFile } from '../helpers/files';
import type { AuthorizationCase } from './case';
import { contentCases, formDataOf, matrixAdmin } from './content-cases';
import { asRequestOf, requestCase } from './request';

const input = { title: 'Post', summary: 'Resumo', content: 'Conteúdo', author: 'Autora', tags: 'a, b' };

const post = async () => (await createBlogPost(matrixAdmin, input)).id;
/** A post and its first revision. */
const revision = async () => {
  const id = await post();
  return (await listBlogPostRevisions(matrixAdmin, id))[0]!.id;
};

const existing = post;
const blog = (name: string, covers: unknown, call: AuthorizationCase['call']): AuthorizationCase => ({
  name: `blog: ${name}`,
  permission: 'blog.write',
  covers: [covers],
  call,
});

const desk = (name: string, covers: unknown, call: AuthorizationCase['call']): AuthorizationCase => ({
  name: `blog desk: ${name}`,
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
  desk('autosave', autosaveBlogPost, async (actor) => autosaveBlogPost(actor, await post(), input)),
  desk('read autosave', readBlogPostAutosave, (actor) => readBlogPostAutosave(actor, null)),
  desk('discard autosave', discardBlogPostAutosave, (actor) => discardBlogPostAutosave(actor, null)),
  desk('history', listBlogPostRevisions, async (actor) => listBlogPostRevisions(actor, await post())),
  desk('compare', compareBlogPostRevision, async (actor) => compareBlogPostRevision(actor, await revision())),
  desk('restore', restoreBlogPostRevision, async (actor) =>
    restoreBlogPostRevision(actor, await revision(), 1),
  ),
  desk('preview', previewBlogPost, (actor) => previewBlogPost(actor, null, input)),
  desk('review link', createBlogReviewLink, async (actor) => createBlogReviewLink(actor, await post())),
  requestCase('blog desk: preview action', 'blog.write', previewBlogPostAction, post, (id) =>
    previewBlogPostAction(id, formDataOf(input)),
  ),
  requestCase('blog desk: review link action', 'blog.write', blogReviewLinkAction, post, (id) =>
    blogReviewLinkAction(id),
  ),
  desk('publish failures', listPublishFailures, (actor) => listPublishFailures(actor)),
  desk('unpublish', unpublishBlogPost, async (actor) => unpublishBlogPost(actor, await post(), 1)),
  requestCase('blog desk: unpublish action', 'blog.write', unpublishBlogPostAction, post, (id) =>
    unpublishBlogPostAction(id, 1),
  ),
  requestCase('blog desk: autosave action', 'blog.write', autosaveBlogPostAction, post, (id) =>
    autosaveBlogPostAction(id, formDataOf(input)),
  ),
  requestCase('blog desk: read autosave action', 'blog.write', readBlogPostAutosaveAction, post, (id) =>
    readBlogPostAutosaveAction(id),
  ),
  requestCase('blog desk: discard autosave action', 'blog.write', discardBlogPostAutosaveAction, post, (id) =>
    discardBlogPostAutosaveAction(id),
  ),
  requestCase('blog desk: history action', 'blog.write', blogPostHistoryAction, post, (id) =>
    blogPostHistoryAction(id),
  ),
  requestCase('blog desk: compare action', 'blog.write', compareBlogPostRevisionAction, revision, (id) =>
    compareBlogPostRevisionAction(id),
  ),
  requestCase('blog desk: restore action', 'blog.write', restoreBlogPostRevisionAction, revision, (id) =>
    restoreBlogPostRevisionAction(id, 1),
  ),
  blog('get one to edit', getBlogPost, async (actor) => getBlogPost(actor, await existing())),
  blog("the 'English' tab's post", getEnglishVersion, async (actor) =>
    getEnglishVersion(actor, await existing()),
  ),
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
