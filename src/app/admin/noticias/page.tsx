import type { Metadata } from 'next';
import { AdminScreen } from '@/components/ui/admin-screen';
import { AdminNews } from '@/features/news/components/admin-news';
import { NEWS_MESSAGES } from '@/features/news/schema';
import { listNews } from '@/features/news/service';

export const metadata: Metadata = { title: 'Notícias' };

export default function AdminNewsPage() {
  return (
    <AdminScreen
      title="Gerenciar Notícias"
      load={listNews}
      errorMessage={NEWS_MESSAGES.loadFailed}
      render={(items) => <AdminNews items={items} />}
    />
  );
}
