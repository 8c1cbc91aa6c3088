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
    minimum: 'admin',
    covers: [findPersonalData],
    call: (actor) => findPersonalData(actor, EMAIL),
  },
  {
    name: 'privacy.exportPersonalData',
    minimum: 'admin',
    covers: [exportPersonalData],
    call: (actor) => exportPersonalData(actor, EMAIL),
  },
  {
    name: 'privacy.erasePersonalData',
    minimum: 'admin',
    covers: [erasePersonalData],
    call: async (actor) => {
      await storedConsultation();
      return erasePersonalData(actor, EMAIL);
    },
  },
  {
    name: 'privacy.getRetentionStatus',
    minimum: 'admin',
    covers: [getRetentionStatus],
    call: (actor) => getRetentionStatus(actor),
  },
  requestCase('privacy: findPersonalDataAction', 'admin', findPersonalDataAction, storedConsultation, () =>
    findPersonalDataAction(EMAIL),
  ),
  requestCase('privacy: erasePersonalDataAction', 'admin', erasePersonalDataAction, storedConsultation, () =>
    erasePersonalDataAction(EMAIL),
  ),
  {
    ...requestCase(
      'route /admin/solicitacoes/dados-pessoais/exportar POST',
      'admin',
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
