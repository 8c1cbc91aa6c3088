import { PostNotFound } from '../post-page';

export default function NotFound() {
  return <PostNotFound locale="pt-BR" />;
}
