import Link from 'next/link';
import { AlertTriangle, MailWarning } from 'lucide-react';

export const FIRM_DETAILS_BANNER = 'Complete os dados do escritório';
export const EMAIL_NOT_CONFIGURED_BANNER =
  'E-mail não configurado: as notificações ficam na caixa de saída do servidor (DATA_DIR/outbox). Defina SMTP_URL para enviá-las.';

const BANNER =
  'flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900';

/**
 * What an admin must know on every page: the firm's details still missing (the site then hides
 * them), and outgoing e-mail not configured.
 */
export function AdminBanners({
  missingFirmDetails,
  emailConfigured,
}: {
  missingFirmDetails: boolean;
  emailConfigured: boolean;
}) {
  if (!missingFirmDetails && emailConfigured) return null;
  return (
    <div className="mb-6 space-y-3" data-testid="admin-banners">
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
