import { AdminScreen } from '@/components/ui/admin-screen';
import { AdminNews } from '@/features/news/components/admin-news';
import { NEWS_MESSAGES } from '@/features/news/schema';
import { listNews } from '@/features/news/service';

export const metadata = { title: 'Notícias' };

export default function Page() {
  return (
    <AdminScreen texts={NEWS_MESSAGES} load={listNews} render={(items) => <AdminNews items={items} />} />
  );
}
