import Image from 'next/image';
import type { Logo } from '../service';

/** The active main logo as the header shows it, or a note when there is none. */
export function AdminLogoPreview({ logo }: { logo: Logo | null }) {
  if (!logo) return <p className="text-slate-600">Nenhuma logo ativa no momento.</p>;
  return (
    <div className="inline-flex rounded-md border border-slate-200 bg-slate-50 p-4">
      <Image
        src={logo.url}
        alt="Logo atual"
        width={300}
        height={150}
        className="h-auto max-h-36 w-auto object-contain"
      />
    </div>
  );
}
