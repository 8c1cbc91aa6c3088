import { sql } from 'drizzle-orm';
import { GET as exportRoute } from '@/app/admin/informativos/exportar/route';
import { addSubscriberAction, planAlertAction, sendAlertAction } from '@/features/alerts/actions';
import { listAlerts, planAlert, sendPostAsAlert } from '@/features/alerts/alerts-admin';
import { addSubscriber, exportSubscribersCsv, listSubscribers } from '@/features/alerts/subscribers-admin';
import { getDb } from '@/lib/server/db/client';
import type { AuthorizationCase } from './case';
import { requestCase } from './request';

// Client alerts (/admin/informativos and the blog editor's 'Enviar como informativo', issue 35):
// alerts.send and alerts.subscribers, the admins'.

let counter = 0;
const anAddress = () => `matriz-${Date.now()}-${++counter}@leitores.test`;

/** A published post straight in the database. */
async function aPost(): Promise<string> {
  const slug = `matriz-informativo-${Date.now()}-${++counter}`;
  const { rows } = await getDb().execute<{ id: string }>(sql`
    insert into blog_posts (title, slug, summary, content, content_text, author, status)
    values ('Informativo', ${slug}, 'Resumo', '{"type":"doc","content":[]}', '', 'Autora', 'published')
    returning id`);
  return rows[0]!.id;
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

export const cases: AuthorizationCase[] = [
  {
    name: 'alerts: listSubscribers',
    permission: 'alerts.subscribers',
    covers: [listSubscribers],
    call: (actor) => listSubscribers(actor, {}),
  },
  {
    name: 'alerts: exportSubscribersCsv',
    permission: 'alerts.subscribers',
    covers: [exportSubscribersCsv],
    call: (actor) => exportSubscribersCsv(actor, {}),
  },
  {
    name: 'alerts: addSubscriber',
    permission: 'alerts.subscribers',
    covers: [addSubscriber],
    call: (actor) => addSubscriber(actor, { email: anAddress(), legal_basis: 'Contrato de prestação' }),
  },
  {
    name: 'alerts: listAlerts',
    permission: 'alerts.send',
    covers: [listAlerts],
    call: (actor) => listAlerts(actor),
  },
  {
    name: 'alerts: planAlert',
    permission: 'alerts.send',
    covers: [planAlert],
    call: async (actor) => planAlert(actor, await aPost()),
  },
  {
    name: 'alerts: sendPostAsAlert',
    permission: 'alerts.send',
    covers: [sendPostAsAlert],
    call: async (actor) => sendPostAsAlert(actor, { post_id: await aPost(), when: 'now' }),
  },
  requestCase(
    'alerts: addSubscriberAction',
    'alerts.subscribers',
    addSubscriberAction,
    async () => anAddress(),
    (email) => addSubscriberAction(form({ email, legal_basis: 'Contrato de prestação' })),
  ),
  requestCase('alerts: planAlertAction', 'alerts.send', planAlertAction, aPost, (id) => planAlertAction(id)),
  requestCase('alerts: sendAlertAction', 'alerts.send', sendAlertAction, aPost, (id) =>
    sendAlertAction(form({ post_id: id, when: 'now' })),
  ),
  {
    ...requestCase(
      'route /admin/informativos/exportar GET',
      'alerts.subscribers',
      exportRoute,
      async () => undefined,
      () => exportRoute(new Request('http://localhost/admin/informativos/exportar')),
    ),
    refused: (response) => (response as Response).status === 403,
  },
];
