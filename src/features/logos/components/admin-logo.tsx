'use client';

import Image from 'next/image';
import { CrudScreen } from '@/components/ui/crud-screen';
import { ImageField } from '@/components/ui/image-field';
import { SectionCard } from '@/components/ui/section-card';
import { uploadLogoAction } from '../actions';
import { LOGO_IMAGE, LOGO_MESSAGES, LOGO_SIZE, logoUploadSchema } from '../schema';
import type { Logo } from '../service';

/**
 * /admin/logo (SPEC §2 Logo, §4): the active main logo as the header shows it, then the new logo's
 * image-only picker, 'Enviar' ('Enviando...' while it uploads). An upload replaces the active logo.
 */
export function AdminLogo({ logo }: { logo: Logo | null }) {
  return (
    <CrudScreen
      items={logo ? [logo] : []}
      texts={LOGO_MESSAGES}
      layout="upload"
      listFirst
      actions={{ save: uploadLogoAction }}
      schema={logoUploadSchema}
      fields={() => (
        <ImageField label={LOGO_MESSAGES.fileLabel} rule={LOGO_IMAGE} hint={LOGO_MESSAGES.hint} />
      )}
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
