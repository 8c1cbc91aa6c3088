'use client';

import Image from 'next/image';
import { ContentScreen } from '@/components/admin/content-screen';
import { SectionCard } from '@/components/ui/section-card';
import { logosType } from '../content-type';
import { LOGO_MESSAGES, LOGO_SIZE } from '../schema';
import type { Logo } from '../service';

/**
 * /admin/logo (SPEC §2 Logo, §4): the active main logo as the header shows it, then the new logo's
 * image-only picker, 'Enviar' ('Enviando...' while it uploads). An upload replaces the active logo.
 */
export function AdminLogo({ logo }: { logo: Logo | null }) {
  return (
    <ContentScreen
      type={logosType}
      items={logo ? [logo] : []}
      list={([current]) => (
        <SectionCard title={LOGO_MESSAGES.current}>
          <div className="inline-flex rounded-md border border-slate-200 bg-slate-50 p-4">
            <Image
              src={current!.url}
              alt={LOGO_MESSAGES.current}
              {...LOGO_SIZE}
              className="h-auto max-h-36 w-auto object-contain"
            />
          </div>
        </SectionCard>
      )}
    />
  );
}
