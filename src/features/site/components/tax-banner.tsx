import { Icon } from '@/components/ui/icon';
import { ButtonLink } from '@/components/site/button-link';
import { addressOf } from '@/lib/server/addresses';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';

/** SPEC §1: invites people who received a tax-enforcement notice to talk to a specialist. */
export function TaxBanner({ locale }: { locale: Locale }) {
  const t = translator(locale);
  return (
    <section aria-labelledby="tax-banner-title" className="bg-accent-500 px-4 py-10 text-brand-900 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <Icon name="file-warning" className="mt-1 size-10 shrink-0" />
          <div>
            <h2 id="tax-banner-title" className="text-2xl font-bold">
              {t('home.taxHeading')}
            </h2>
            <p className="mt-2 max-w-2xl">{t('home.taxText')}</p>
          </div>
        </div>
        <ButtonLink href={addressOf('/consultation-request', locale)} variant="dark" className="shrink-0">
          {t('home.taxButton')}
        </ButtonLink>
      </div>
    </section>
  );
}
