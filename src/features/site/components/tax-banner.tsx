import { Icon } from '@/components/ui/icon';
import { ButtonLink } from '@/components/site/button-link';

/** SPEC §1: invites people who received a tax-enforcement notice to talk to a specialist. */
export function TaxBanner() {
  return (
    <section aria-labelledby="tax-banner-title" className="bg-accent-500 px-4 py-10 text-brand-900 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <Icon name="file-warning" className="mt-1 size-10 shrink-0" />
          <div>
            <h2 id="tax-banner-title" className="text-2xl font-bold">
              Recebeu uma notificação de execução fiscal?
            </h2>
            <p className="mt-2 max-w-2xl">
              Os prazos são curtos e a empresa pode ter bens e contas bloqueados. Fale agora com um
              especialista em direito tributário e conheça as defesas possíveis.
            </p>
          </div>
        </div>
        <ButtonLink href="/consultation-request" variant="dark" className="shrink-0">
          Fale com um especialista
        </ButtonLink>
      </div>
    </section>
  );
}
