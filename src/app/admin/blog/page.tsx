import { AdminScreen } from '@/components/ui/admin-screen';
import { AdminBlog } from '@/features/blog/components/admin-blog';
import { BLOG_MESSAGES } from '@/features/blog/schema';
import { listBlogPosts } from '@/features/blog/service';

export const metadata = { title: 'Blog' };

export default function Page() {
  return (
    <AdminScreen texts={BLOG_MESSAGES} load={listBlogPosts} render={(items) => <AdminBlog items={items} />} />
  );
}
