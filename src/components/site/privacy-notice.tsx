import { PRIVACY_NOTICE_UPDATED, PRIVACY_NOTICE_VERSION } from '@/lib/shared/privacy-notice-version';
import { TextSection } from '@/components/site/text-section';

// The privacy notice of /privacidade (LGPD, issue 12). Its version is in
// src/lib/shared/privacy-notice-version.ts: change the text below, change the version there.

export { PRIVACY_NOTICE_VERSION };

export const PRIVACY_TITLE = 'Política de Privacidade';

/** What the notice shows of the firm's settings ('' when not filled in). */
export interface PrivacyDetails {
  firmName: string;
  cnpj: string;
  address: string;
  email: string;
  dpoName: string;
  dpoEmail: string;
  retentionMonths: number;
  /** Raw visits are deleted after this many months (issue 24). */
  visitRetentionMonths: number;
}

function MailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className="font-medium break-all text-brand-800 underline">
      {address}
    </a>
  );
}

const months = (n: number) => (n === 1 ? '1 mês' : `${n} meses`);

/** The notice itself, in plain Portuguese, filled with the firm's details. */
export function PrivacyNoticeText({ details }: { details: PrivacyDetails }) {
  const { firmName, cnpj, address, dpoName, dpoEmail, retentionMonths, visitRetentionMonths } = details;
  const contactEmail = dpoEmail || details.email;
  return (
    <div className="space-y-8 text-slate-700">
      <p>
        Esta política explica quais dados pessoais o escritório recebe pelo site, para que os usa, por quanto
        tempo os guarda e como você pode exercer os seus direitos previstos na Lei Geral de Proteção de Dados
        (LGPD, Lei nº 13.709/2018).
      </p>
      <TextSection title="Quem é o controlador">
        <p>O controlador dos dados pessoais tratados por este site é:</p>
        <ul className="list-disc space-y-1 pl-6" aria-label="Controlador">
          <li>{firmName || 'o escritório responsável por este site'}</li>
          {cnpj && <li>CNPJ: {cnpj}</li>}
          {address && <li>Endereço: {address}</li>}
        </ul>
      </TextSection>
      <TextSection title="Encarregado pelo tratamento de dados (DPO)">
        {dpoName || dpoEmail ? (
          <p>
            O encarregado é {dpoName || 'a pessoa designada pelo escritório'}
            {dpoEmail && (
              <>
                , que atende pelo e-mail <MailLink address={dpoEmail} />
              </>
            )}
            . É com ele que você fala sobre os seus dados.
          </p>
        ) : (
          <p>O escritório ainda não informou o encarregado; use o e-mail de contato do site.</p>
        )}
      </TextSection>
      <TextSection title="Quais dados coletamos e por quê">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Solicitação de consulta:</strong> nome, empresa (opcional), e-mail, telefone e o resumo do
            caso. Servem para analisar o pedido e responder a você por e-mail, telefone ou WhatsApp.
          </li>
          <li>
            <strong>Formulário de contato:</strong> nome, e-mail e a mensagem. Servem para responder à sua
            mensagem.
          </li>
          <li>
            <strong>Agendamento de consulta:</strong> os mesmos dados da solicitação de consulta, a área, a
            modalidade, o dia e o horário escolhidos e, quando o seu navegador o informa, o seu fuso horário.
            Servem para reservar o horário, enviar a confirmação com o convite de calendário, o lembrete na
            véspera e os avisos de cancelamento ou remarcação.
          </li>
        </ul>
        <p>
          Esses dados são usados apenas para responder à sua solicitação. Não os vendemos nem os usamos para
          publicidade.
        </p>
      </TextSection>
      <TextSection title="Base legal">
        <p>
          Tratamos os dados das consultas, agendamentos e mensagens com base no art. 7º, inciso V, da LGPD:
          são procedimentos preliminares relacionados a um contrato, feitos a seu pedido. Por isso não pedimos
          o seu consentimento em uma caixa de seleção.
        </p>
      </TextSection>
      <TextSection title="Estatísticas de visitas">
        <p>
          Contamos as páginas visitadas para saber o que interessa aos visitantes e quais páginas e campanhas
          trazem pedidos. Cada visita guarda a página, o navegador e o tipo de aparelho (celular, tablet ou
          computador), o site de onde você veio (só o endereço do site, como google.com) e os campos de
          campanha do link (utm_source, utm_medium e utm_campaign), quando houver. Robôs conhecidos não são
          contados.
        </p>
        <p>
          Não usamos cookies e não guardamos o seu endereço de rede (IP). Para contar visitantes únicos por
          dia, calculamos um código a partir do endereço de rede, do navegador e de um valor aleatório que
          muda todo dia; esse valor e os códigos do dia são apagados quando o dia termina. Assim não é
          possível saber quem você é nem ligar as suas visitas de dias diferentes. Os registros de cada visita
          são apagados {months(visitRetentionMonths)} depois; ficam apenas os totais por dia.
        </p>
        <p>
          Enquanto você navega, o próprio navegador guarda nesta aba (no armazenamento da sessão, apagado ao
          fechá-la, e não em um cookie) a página em que você entrou no site e de onde veio. Se você enviar um
          formulário, essas informações e a página do envio seguem com ele, para sabermos quais páginas trazem
          pedidos. O endereço de rede é usado só por alguns instantes para limitar abusos dos formulários e
          apagado em até 24 horas, sem ligação com as suas mensagens.
        </p>
      </TextSection>
      <TextSection title="Informativos por e-mail">
        <p>
          Se você se inscrever em &lsquo;Receba nossos informativos&rsquo;, enviamos por e-mail os artigos do
          blog das áreas que escolher (nenhuma escolhida: todas). Guardamos o e-mail, o nome (se informado),
          as áreas, o texto de consentimento que você viu, quando e de qual página se inscreveu, quando
          confirmou e de onde veio (como nos formulários). Nada é enviado antes de você confirmar pelo link do
          primeiro e-mail; uma inscrição não confirmada é apagada em 30 dias.
        </p>
        <p>
          Os informativos não têm pixel de abertura nem redirecionam os cliques: os links do site levam apenas
          os campos de campanha (utm_source, utm_medium e utm_campaign), para sabermos qual informativo trouxe
          um pedido. Cada e-mail traz os links &lsquo;Preferências&rsquo;, para mudar as áreas, e
          &lsquo;Cancelar inscrição&rsquo;, que sai na hora, sem conta nem senha. Quem sai é apagado 30 dias
          depois; guardamos só um código do endereço, que não permite recuperá-lo, para não incluí-lo de novo
          por engano.
        </p>
      </TextSection>
      <TextSection title="Por quanto tempo guardamos os dados">
        <p>
          As consultas e mensagens são apagadas automaticamente {months(retentionMonths)} depois de recebidas,
          e os agendamentos {months(retentionMonths)} depois da data da consulta. Você pode pedir a exclusão
          antes disso.
        </p>
      </TextSection>
      <TextSection title="Com quem compartilhamos">
        <p>
          Os dados ficam no servidor do escritório. Quando você envia um formulário, o escritório recebe um
          aviso por e-mail com o conteúdo do pedido: o provedor de e-mail do escritório recebe esses dados
          apenas para entregar a mensagem. Nos agendamentos, o calendário do escritório recebe apenas o seu
          nome, o horário e a modalidade. Não compartilhamos os dados com mais ninguém, salvo por obrigação
          legal ou ordem judicial.
        </p>
      </TextSection>
      <TextSection title="Seus direitos">
        <p>Pelo art. 18 da LGPD, você pode pedir a qualquer momento:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>a confirmação de que tratamos dados seus e o acesso a eles;</li>
          <li>a correção de dados incompletos, inexatos ou desatualizados;</li>
          <li>a anonimização, o bloqueio ou a eliminação de dados desnecessários ou excessivos;</li>
          <li>a portabilidade dos dados a outro fornecedor;</li>
          <li>a eliminação dos dados tratados;</li>
          <li>a informação sobre com quem compartilhamos os dados;</li>
          <li>a revisão de decisões tomadas apenas de forma automatizada.</li>
        </ul>
        <p>
          Para exercer esses direitos, escreva para{' '}
          {contactEmail ? <MailLink address={contactEmail} /> : 'o e-mail de contato do escritório'}, a partir
          do e-mail que você usou no formulário. Respondemos em até 15 dias, como prevê o art. 19 da LGPD.
          Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).
        </p>
      </TextSection>
      <p className="text-sm text-slate-600">
        Última alteração: <time dateTime={PRIVACY_NOTICE_VERSION}>{PRIVACY_NOTICE_UPDATED}</time>.
      </p>
    </div>
  );
}

/** Under each public form: what the data is for, and where to read more. A notice, not a consent box. */
export function FormPrivacyNotice({
  lead = 'Usamos os seus dados apenas para responder a esta solicitação. Saiba mais na nossa',
  link = PRIVACY_TITLE,
}: {
  /** In the page's language (an English form's, from the catalogue). */
  lead?: string;
  link?: string;
}) {
  return (
    <p className="text-sm text-slate-600">
      {lead}{' '}
      <a href="/privacidade" className="font-medium text-brand-800 underline">
        {link}
      </a>
      .
    </p>
  );
}
