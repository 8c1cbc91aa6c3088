import type { Metadata } from 'next';
import { AdminScreen } from '@/components/ui/admin-screen';
import { AdminBackgroundImages } from '@/features/background-images/components/admin-background-images';
import { BACKGROUND_MESSAGES } from '@/features/background-images/schema';
import { listBackgroundImages } from '@/features/background-images/service';

export const metadata: Metadata = { title: 'Imagens de Fundo' };

export default function Page() {
  return (
    <AdminScreen
      texts={BACKGROUND_MESSAGES}
      load={listBackgroundImages}
      render={(items) => <AdminBackgroundImages items={items} />}
    />
  );
}
