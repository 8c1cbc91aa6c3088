import { PostNotFound } from '@/app/(site)/blog/post-page';

export default function NotFound() {
  return <PostNotFound locale="en" />;
}
