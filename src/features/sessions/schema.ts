import { z } from 'zod';

// 'Sessões ativas' at /admin/profile (issue 25 §2).

export const SESSIONS_MESSAGES = {
  title: 'Sessões ativas',
  description:
    'Os navegadores em que você está conectado. Encerre uma sessão que não reconhece, ou a de um aparelho perdido.',
  caption: 'Suas sessões ativas',
  device: 'Navegador e sistema',
  place: 'Local aproximado',
  createdAt: 'Entrou em',
  lastUsed: 'Último uso',
  actions: 'Ações',
  current: 'esta sessão',
  end: 'Encerrar',
  ending: 'Encerrando...',
  endOthers: 'Encerrar todas as outras',
  ended: 'Sessão encerrada',
  othersEnded: (n: number) => (n === 1 ? '1 sessão encerrada' : `${n} sessões encerradas`),
  noOthers: 'Não há outras sessões ativas.',
  endFailed: 'Erro ao encerrar sessão',
  notFound: 'Sessão não encontrada: ela já terminou.',
  notCurrent: 'Para encerrar esta sessão, use Sair.',
  confirmTitle: 'Encerrar sessões',
  confirmOthers: 'Todas as outras sessões serão encerradas: quem estiver nelas precisará entrar de novo.',
  confirmOne: (device: string) =>
    `Encerrar a sessão em ${device}? Quem estiver nela precisará entrar de novo.`,
  cancel: 'Cancelar',
  loadFailed: 'Erro ao carregar sessões',
} as const;

export const sessionIdSchema = z.string({ error: SESSIONS_MESSAGES.notFound }).min(1).max(100);

/** One session as the card shows it. */
export interface SessionItem {
  id: string;
  /** 'Chrome no Linux' */
  device: string;
  /** 'rede 200.150.x.x' */
  place: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}
