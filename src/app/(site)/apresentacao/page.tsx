import { Image } from '@/components/site/image';
import { ShareButtons } from '@/components/site/share-buttons/share-buttons';
import { getHeroBackground } from '@/features/background-images/public-queries';
import { OfficeGallery } from '@/features/photos/components/office-gallery';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata, siteUrl } from '@/features/site/metadata';
import { log } from '@/lib/server/log';

const TITLE = 'Apresentação';
const DESCRIPTION =
  'Conheça o escritório: advocacia empresarial com atendimento próximo, técnica e foco em resultados.';

export async function generateMetadata() {
  const { firmName } = await getSiteSettingsOrDefaults();
  return pageMetadata({ title: TITLE, description: DESCRIPTION, path: '/apresentacao' }, firmName);
}

export default async function PresentationPage() {
  const [{ firmName }, background] = await Promise.all([
    getSiteSettingsOrDefaults(),
    getHeroBackground().catch((error: unknown) => {
      log.error({ err: error }, 'could not load the background images');
      return null;
    }),
  ]);
  return (
    <>
      <section
        aria-labelledby="presentation-title"
        className="relative isolate overflow-hidden bg-brand-900 text-white"
      >
        {background && (
          <Image src={background.url} alt="" fill priority sizes="100vw" className="-z-10 object-cover" />
        )}
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-brand-900/60" />
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
          <h1 id="presentation-title" className="text-4xl font-bold sm:text-5xl">
            {TITLE}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{firmName}</p>
        </div>
      </section>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <h2 className="text-2xl font-bold text-brand-900">Quem somos</h2>
        <div className="mt-4 space-y-4 text-lg text-slate-700">
          <p>
            O {firmName} é um escritório dedicado ao direito dos negócios. Assessoramos empresas de todos os
            portes e seus sócios nas decisões do dia a dia e nos momentos decisivos: da constituição da
            sociedade ao planejamento tributário, da reestruturação de dívidas à sucessão familiar.
          </p>
          <p>
            Nosso trabalho combina conhecimento técnico, linguagem clara e atendimento próximo. Cada cliente
            tem um advogado responsável, que acompanha o caso do início ao fim e explica os riscos e as
            alternativas antes de cada passo.
          </p>
          <p>
            Atuamos de forma preventiva, para evitar litígios, e com firmeza quando é preciso defender os
            interesses da empresa nos tribunais e perante a administração pública.
          </p>
        </div>
        <h2 className="mt-10 text-xl font-semibold text-brand-900">Compartilhe</h2>
        <div className="mt-4">
          <ShareButtons url={`${siteUrl()}/apresentacao`} title={`${TITLE} | ${firmName}`} />
        </div>
      </div>
      <div className="bg-brand-50 px-4 py-12 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <OfficeGallery />
        </div>
      </div>
    </>
  );
}
