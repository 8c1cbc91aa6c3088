import { deleteBlogPostAction, saveBlogPostAction } from '@/features/blog/actions';
import { createBlogPost, deleteBlogPost, listBlogPosts, updateBlogPost } from '@/features/blog/service';
import { contentCases } from './content-cases';

export const cases = contentCases(
  'blog',
  'blog.write',
  { list: listBlogPosts, create: createBlogPost, update: updateBlogPost, remove: deleteBlogPost },
  { title: 'Post', summary: 'Resumo', content: 'Conteúdo', author: 'Autora', tags: 'a, b' },
  { save: saveBlogPostAction, remove: deleteBlogPostAction },
);
