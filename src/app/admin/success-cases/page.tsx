import { OabRuleNotice } from '@/components/admin/oab-rule-notice';
import { AdminScreen } from '@/components/ui/admin-screen';
import { AdminSuccessCases } from '@/features/success-cases/components/admin-success-cases';
import { SUCCESS_CASE_MESSAGES } from '@/features/success-cases/schema';
import { listSuccessCases } from '@/features/success-cases/service';

export const metadata = { title: 'Casos de Sucesso' };

export default function Page() {
  return (
    <AdminScreen
      texts={SUCCESS_CASE_MESSAGES}
      load={listSuccessCases}
      header={<OabRuleNotice kind="results" />}
      render={(items) => <AdminSuccessCases items={items} />}
    />
  );
}
