import type { Metadata } from 'next';
import { AdminScreen } from '@/components/ui/admin-screen';
import { AdminLogo } from '@/features/logos/components/admin-logo';
import { LOGO_MESSAGES } from '@/features/logos/schema';
import { getActiveLogo } from '@/features/logos/service';

export const metadata: Metadata = { title: 'Logo' };

export default function Page() {
  return (
    <AdminScreen texts={LOGO_MESSAGES} load={getActiveLogo} render={(logo) => <AdminLogo logo={logo} />} />
  );
}
