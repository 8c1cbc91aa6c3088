import { AdminScreen } from '@/components/ui/admin-screen';
import { AdminTips } from '@/features/tips/components/admin-tips';
import { TIP_MESSAGES } from '@/features/tips/schema';
import { listTips } from '@/features/tips/service';

export const metadata = { title: 'Dicas' };

export default function Page() {
  return <AdminScreen texts={TIP_MESSAGES} load={listTips} render={(items) => <AdminTips items={items} />} />;
}
