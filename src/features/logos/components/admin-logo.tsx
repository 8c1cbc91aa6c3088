'use client';

import Image from 'next/image';
import { ActionForm } from '@/components/ui/action-form';
import { ImageField } from '@/components/ui/image-field';
import { SectionCard } from '@/components/ui/section-card';
import { uploadLogoAction } from '../actions';
import { LOGO_IMAGE, LOGO_MESSAGES, logoUploadSchema } from '../schema';
import type { Logo } from '../service';

/**
 * /admin/logo: the active main logo as the header shows it (or a note when there is none), and
 * the new logo's image-only picker, 'Enviar' ('Enviando...' while it uploads).
 */
export function AdminLogo({ logo }: { logo: Logo | null }) {
  return (
    <>
      <SectionCard title="Logo atual">
        {logo ? (
          <div className="inline-flex rounded-md border border-slate-200 bg-slate-50 p-4">
            <Image
              src={logo.url}
              alt="Logo atual"
              width={300}
              height={150}
              className="h-auto max-h-36 w-auto object-contain"
            />
          </div>
        ) : (
          <p className="text-slate-600">Nenhuma logo ativa no momento.</p>
        )}
      </SectionCard>
      <SectionCard title="Enviar logo">
        <ActionForm
          action={uploadLogoAction}
          schema={logoUploadSchema}
          submitLabel="Enviar"
          busyLabel="Enviando..."
        >
          <ImageField label="Nova logo" rule={LOGO_IMAGE} hint={LOGO_MESSAGES.hint} />
        </ActionForm>
      </SectionCard>
    </>
  );
}
