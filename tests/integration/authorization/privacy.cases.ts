import { POST as exportRoute } from '@/app/admin/solicitacoes/dados-pessoais/exportar/route';
import { erasePersonalDataAction, findPersonalDataAction } from '@/features/privacy/actions';
import {
  erasePersonalData,
  exportPersonalData,
  findPersonalData,
  getRetentionStatus,
} from '@/features/privacy/service';
import type { AuthorizationCase } from './case';
import { requestCase } from './request';
import { storedConsultation } from './requests.cases';

// 'Dados pessoais (LGPD)' of the inbox: the inbox's rule (admins and super_admins), checked in the
// service, the erasure action and the export route themselves.

const EMAIL = 'matriz@cliente.test';

export const cases: AuthorizationCase[] = [
  {
    name: 'privacy.findPersonalData',
    permission: 'privacy.manage',
    covers: [findPersonalData],
    call: (actor) => findPersonalData(actor, EMAIL),
  },
  {
    name: 'privacy.exportPersonalData',
    permission: 'privacy.manage',
    covers: [exportPersonalData],
    call: (actor) => exportPersonalData(actor, EMAIL),
  },
  {
    name: 'privacy.erasePersonalData',
    permission: 'privacy.manage',
    covers: [erasePersonalData],
    call: async (actor) => {
      await storedConsultation();
      return erasePersonalData(actor, EMAIL);
    },
  },
  {
    name: 'privacy.getRetentionStatus',
    permission: 'privacy.manage',
    covers: [getRetentionStatus],
    call: (actor) => getRetentionStatus(actor),
  },
  requestCase(
    'privacy: findPersonalDataAction',
    'privacy.manage',
    findPersonalDataAction,
    storedConsultation,
    () => findPersonalDataAction(EMAIL),
  ),
  requestCase(
    'privacy: erasePersonalDataAction',
    'privacy.manage',
    erasePersonalDataAction,
    storedConsultation,
    () => erasePersonalDataAction(EMAIL),
  ),
  {
    ...requestCase(
      'route /admin/solicitacoes/dados-pessoais/exportar POST',
      'privacy.manage',
      exportRoute,
      storedConsultation,
      () =>
        exportRoute(
          new Request('http://localhost/admin/solicitacoes/dados-pessoais/exportar', {
            method: 'POST',
            body: new URLSearchParams({ email: EMAIL }),
          }),
        ),
    ),
    refused: (response) => (response as Response).status === 403,
  },
];
