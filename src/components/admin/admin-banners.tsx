import Link from 'next/link';
import { AlertTriangle, MailWarning } from 'lucide-react';

export const FIRM_DETAILS_BANNER = 'Complete os dados do escritório';
export const EMAIL_NOT_CONFIGURED_BANNER =
  'E-mail não configurado: as notificações ficam na caixa de saída do servidor (DATA_DIR/outbox). Defina SMTP_URL para enviá-las.';

const FAILURE_BANNER =
  'flex items-start gap-3 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900';
const BANNER =
  'flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900';

/**
 * What an admin must know on every page: the firm's details still missing (the site then hides
 * them), and outgoing e-mail not configured.
 */
export function AdminBanners({
  missingFirmDetails,
  emailConfigured,
  publishFailures = [],
}: {
  missingFirmDetails: boolean;
  emailConfigured: boolean;
  /** Posts whose scheduled publication failed (issue 22): shown until someone acts on them. */
  publishFailures?: { id: string; title: string; reason: string }[];
}) {
  if (!missingFirmDetails && emailConfigured && publishFailures.length === 0) return null;
  return (
    <div className="mb-6 space-y-3" data-testid="admin-banners">
      {publishFailures.map((failure) => (
        <p key={failure.id} role="alert" className={FAILURE_BANNER}>
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <a href={`/admin/blog?editar=${failure.id}`} className="font-semibold underline">
              Falha ao publicar “{failure.title}”
            </a>
            : {failure.reason} Abra o post para salvar, agendar de novo ou despublicar.
          </span>
        </p>
      ))}
      {missingFirmDetails && (
        <p className={BANNER}>
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <Link href="/admin/configuracoes" className="font-semibold underline">
              {FIRM_DETAILS_BANNER}
            </Link>
            : o nome, o e-mail de contato e o telefone ainda não foram preenchidos, e o site não os mostra.
          </span>
        </p>
      )}
      {!emailConfigured && (
        <p className={BANNER}>
          <MailWarning aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{EMAIL_NOT_CONFIGURED_BANNER}</span>
        </p>
      )}
    </div>
  );
}
