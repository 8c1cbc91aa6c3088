import type { Metadata } from 'next';
import { AdminScreen } from '@/components/ui/admin-screen';
import { ComplianceReportView } from '@/features/compliance/components/compliance-report';
import { COMPLIANCE_MESSAGES } from '@/features/compliance/schema';
import { scanCompliance } from '@/features/compliance/service';

export const metadata: Metadata = { title: 'Conformidade' };

/**
 * /admin/conformidade: the active public content checked against the bar's advertising rules, and
 * its accessibility (issue 33).
 */
export default function Page() {
  return (
    <AdminScreen
      texts={COMPLIANCE_MESSAGES}
      header={
        <>
          <p className="mb-2 text-slate-700">{COMPLIANCE_MESSAGES.intro}</p>
          <p className="mb-6 text-slate-700">{COMPLIANCE_MESSAGES.accessibilityIntro}</p>
        </>
      }
      load={scanCompliance}
      render={(report) => <ComplianceReportView report={report} />}
    />
  );
}
