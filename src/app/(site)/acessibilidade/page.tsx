import { PageHero } from '@/components/site/page-hero';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata } from '@/features/site/metadata';
import { TextSection } from '@/components/site/text-section';

// /acessibilidade: the firm's accessibility statement (issue 33 §4). What it says was tested is what
// the e2e suite runs (tests/e2e/accessibility: axe-core with the WCAG 2.2 AA rules on every page, the
// Nu HTML Checker, the keyboard-only journeys and the booking calendar's names): change one, change
// the other. The contact for barriers is the firm's own, from the settings, as the footer shows it.

const TITLE = 'Acessibilidade';
const DESCRIPTION =
  'Nosso compromisso com um site que todas as pessoas possam usar: o que testamos, os limites conhecidos e como relatar uma barreira.';
/** When the statement was last reviewed (change it with the text). */
const REVIEWED = '28 de novembro de 2026';

export async function generateMetadata() {
  const { firmName } = await getSiteSettingsOrDefaults();
  return pageMetadata({ title: TITLE, description: DESCRIPTION, path: '/acessibilidade' }, firmName);
}

const link = 'font-medium break-all text-brand-800 underline';

export default async function AccessibilityPage() {
  const { firmName, phone, email } = await getSiteSettingsOrDefaults();
  const firm = firmName || 'O escritório';
  return (
    <>
      <PageHero title={TITLE} lead={DESCRIPTION} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 text-slate-700 sm:px-6">
        <p>
          {firm} quer que o seu site possa ser usado por todas as pessoas, inclusive as que navegam só pelo
          teclado, com leitores de tela, com ampliação ou com outras tecnologias assistivas. O primeiro
          contato de um cliente com o escritório pode ser este site, e a acessibilidade é também um dever
          legal (Lei nº 13.146/2015, Lei Brasileira de Inclusão da Pessoa com Deficiência, art. 63).
        </p>

        <TextSection title="Nível de conformidade">
          <p>O site tem como meta atender:</p>
          <ul className="list-disc space-y-1 pl-6">
            <li>
              às Diretrizes de Acessibilidade para Conteúdo Web (WCAG) 2.2, <span lang="en">W3C</span>, no
              nível AA;
            </li>
            <li>à norma ABNT NBR 17225:2025, Acessibilidade em conteúdo e aplicações web — Requisitos.</li>
          </ul>
          <p>
            Consideramos o site parcialmente conforme: os limites conhecidos estão listados abaixo, e
            corrigimos cada barreira que nos for relatada.
          </p>
        </TextSection>

        <TextSection title="O que testamos e como">
          <p>A cada nova versão do site, antes da publicação:</p>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              verificação automática com o axe-core, com as regras da WCAG 2.2 nível AA, de todas as páginas
              públicas e das principais telas da área administrativa, no navegador Chromium;
            </li>
            <li>validação do código HTML de todas as páginas com o validador do W3C (Nu HTML Checker);</li>
            <li>
              percursos feitos só com o teclado, com o foco sempre visível e sem armadilhas de foco: o
              formulário de contato, a solicitação de consulta, o agendamento de uma consulta, a busca do blog
              e o menu em telas pequenas (que mantém o foco dentro dele enquanto está aberto e fecha com a
              tecla Esc);
            </li>
            <li>
              os nomes que um leitor de tela anuncia no calendário de agendamento: cada dia e cada horário diz
              a sua data e se está disponível, indisponível ou selecionado.
            </li>
          </ul>
          <p>Os formulários do site também funcionam sem JavaScript.</p>
        </TextSection>

        <TextSection title="Limites conhecidos">
          <ul className="list-disc space-y-2 pl-6">
            <li>
              Os textos alternativos das imagens (fotos, artigos e notícias) são escritos pela equipe do
              escritório; alguma imagem publicada antes desta revisão pode ainda não ter uma descrição
              adequada.
            </li>
            <li>
              Documentos em PDF e conteúdos de outros sites incorporados ou indicados por links (como redes
              sociais e mapas) não foram avaliados e podem não ser acessíveis.
            </li>
            <li>O site ainda não tem uma versão em inglês nem em Libras.</li>
            <li>
              Os testes automáticos encontram apenas parte das barreiras possíveis; ainda não fizemos uma
              avaliação com pessoas usuárias de tecnologias assistivas.
            </li>
          </ul>
        </TextSection>

        <TextSection title="Encontrou uma barreira?">
          <p>
            Se alguma parte do site não funcionar para você, conte para nós o que tentou fazer, em qual página
            e, se possível, qual navegador e tecnologia assistiva usa. Vamos responder e, enquanto a barreira
            não for corrigida, oferecer o mesmo conteúdo ou atendimento por outro meio.
          </p>
          <ul className="list-disc space-y-1 pl-6">
            {phone && (
              <li>
                Telefone:{' '}
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={link}>
                  {phone}
                </a>
              </li>
            )}
            {email && (
              <li>
                E-mail:{' '}
                <a href={`mailto:${email}`} className={link}>
                  {email}
                </a>
              </li>
            )}
            <li>
              Formulário da página{' '}
              <a href="/contato" className={link}>
                Contato
              </a>
            </li>
          </ul>
        </TextSection>

        <p className="text-sm">Declaração revisada em {REVIEWED}.</p>
      </div>
    </>
  );
}
