import { UserError } from './action-result';
import { formatDateTime, formatTime } from './dates';

// The editorial desk's words (issue 22): conflicts, autosaved copies, revisions. Shared by the
// services that refuse and the admin forms that show them.

export const EDITORIAL_MESSAGES = {
  recover: 'Recuperar alterações não salvas',
  discardCopy: 'Descartar cópia',
  /** The offer of an autosaved copy, with the copy's time. */
  copyFound: (at: Date | string) => `Há alterações não salvas deste formulário, de ${formatDateTime(at)}.`,
  copyOverNewer: (email: string, at: Date | string) =>
    `O item foi alterado depois desta cópia, por ${email} às ${formatTime(at)}: confira os campos antes de salvar.`,
  autosaved: (at: Date | string) => `Alterações guardadas automaticamente às ${formatTime(at)}`,
  autosaveFailed: 'Não foi possível guardar as alterações automaticamente.',
  autosaveExpired: 'Sessão expirada: as alterações ficam guardadas neste navegador até você entrar de novo.',
  leaveConfirm: 'Há alterações não salvas neste formulário. Sair mesmo assim?',
  history: 'Histórico',
  historyTitle: 'Histórico de versões',
  historyEmpty: 'Nenhuma versão registrada.',
  historyFailed: 'Erro ao carregar o histórico',
  compare: 'Comparar com o texto atual',
  restore: 'Restaurar esta versão',
  restored: 'Versão restaurada com sucesso!',
  restoreFailed: 'Erro ao restaurar a versão',
  revisionNotFound: 'Versão não encontrada.',
  added: 'Adicionado desde esta versão',
  removed: 'Removido desde esta versão',
  unknownEditor: 'um usuário removido',
} as const;

/** The refusal of a save over a newer version (issue 22's words). */
export const conflictMessage = (email: string, at: Date | string) =>
  `Este item foi alterado por ${email} às ${formatTime(at)}. Suas alterações não foram salvas; copie-as antes de recarregar.`;

/**
 * A save over a newer version. Its message is the form's own (fieldErrors.form), so the form shows
 * it in place above the fields it keeps.
 */
export class ConflictError extends UserError {
  constructor(email: string, at: Date | string) {
    const message = conflictMessage(email, at);
    super(message, { form: message });
    this.name = 'ConflictError';
  }
}

/** The form field that carries the version an edit form was opened with. */
export const VERSION_FIELD = 'version';

/**
 * An edit form's fields with the version it was opened with (ADR 0015). Required: a save that
 * carries none is refused (MISSING_VERSION) rather than written over whatever is stored now.
 */
export type VersionedInput = Record<string, unknown> & { [VERSION_FIELD]: number | string };

/** The refusal of a save whose form sent no (valid) version: it cannot tell what it would overwrite. */
export const MISSING_VERSION = 'Não foi possível salvar: recarregue a página e tente de novo.';

/** The form's fields as they came, typed with the version the service requires (and checks). */
export function withSentVersion(input: Record<string, unknown>): VersionedInput {
  const sent = input[VERSION_FIELD];
  return { ...input, [VERSION_FIELD]: typeof sent === 'number' || typeof sent === 'string' ? sent : '' };
}

/**
 * The autosaved copy of a new item typed for something of its own (a post's English version, issue
 * 34: `new:{the post's id}`), kept apart from the actor's one new-item copy (src/lib/server/content-desk.ts).
 */
export const NEW_ITEM_PREFIX = 'new:';
