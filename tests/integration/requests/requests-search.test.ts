import { describe, expect, it, vi } from 'vitest';
import { GET as exportRoute } from '@/app/admin/solicitacoes/exportar/route';
import { consultations, contactMessages } from '@/db/schema';
import { searchRequestsAction } from '@/features/requests/actions';
import { filterOf, filterQuery } from '@/features/requests/schema';
import { INBOX_SEARCH_COOKIE, inboxSearchOf } from '@/features/requests/search';
import { getDb } from '@/lib/server/db/client';
import { actorWithRole } from '../helpers/actors';
import { formDataOf } from '../helpers/form-data';
import { asRequestOf } from '../authorization/request';

// The inbox's own search (issue 25 §4) keeps its term out of every URL: the form goes to a server
// action, the term to an httpOnly cookie of the inbox, and the page, its paging links and the CSV
// export carry `busca=1` instead.

vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  headers: async () => (await import('../authorization/request')).requestHeaders(),
}));

const TERM = 'marta.sigilosa@visitante.test';

describe('the inbox search', () => {
  it("answers the filtered inbox's address with busca=1 and never the term", async () => {
    const admin = await actorWithRole('admin');
    const result = await asRequestOf(admin, () =>
      searchRequestsAction(formDataOf({ type: 'consultation', status: '', q: TERM })),
    );
    expect(result).toEqual({ ok: true, data: '/admin/solicitacoes?type=consultation&busca=1' });
    const cleared = await asRequestOf(admin, () =>
      searchRequestsAction(formDataOf({ type: '', status: 'new', q: '' })),
    );
    expect(cleared).toEqual({ ok: true, data: '/admin/solicitacoes?status=new' });
    const tooLong = await asRequestOf(admin, () => searchRequestsAction(formDataOf({ q: 'x'.repeat(201) })));
    expect(tooLong).toMatchObject({ ok: false, fieldErrors: { q: expect.any(String) } });
  });

  it('builds paging and export links without the term, and reads it back from the cookie', () => {
    const cookie = `outro=1; ${INBOX_SEARCH_COOKIE}=${encodeURIComponent(TERM)}`;
    const filter = filterOf({ busca: '1', page: '2', q: 'ignorado' }, inboxSearchOf(cookie));
    expect(filter).toMatchObject({ q: TERM, page: 2 });
    expect(filterQuery(filter, 3)).toBe('?busca=1&page=3');
    // Without busca=1 (the menu's link), the stored term does not apply; a term in the URL never does.
    expect(filterOf({ q: TERM }, inboxSearchOf(cookie)).q).toBeUndefined();
  });

  it("exports the current search's rows, its term taken from the cookie", async () => {
    const admin = await actorWithRole('admin');
    await getDb()
      .insert(consultations)
      .values({ name: 'Marta Sigilosa', email: TERM, phone: '11912345678', caseSummary: 'X' });
    await getDb()
      .insert(contactMessages)
      .values({ name: 'Outra Pessoa', email: 'outra@visitante.test', message: 'Y' });
    const csv = async (url: string, cookie?: string) => {
      const response = await asRequestOf(admin, () =>
        exportRoute(new Request(url, { headers: cookie ? { cookie } : {} })),
      );
      expect(response.status).toBe(200);
      return (await response.text()).trim().split('\r\n').slice(1);
    };
    const cookie = `${INBOX_SEARCH_COOKIE}=${encodeURIComponent(TERM)}`;
    const searched = await csv('http://localhost/admin/solicitacoes/exportar?busca=1', cookie);
    expect(searched).toHaveLength(1);
    expect(searched[0]).toContain('Marta Sigilosa');
    expect(await csv('http://localhost/admin/solicitacoes/exportar', cookie)).toHaveLength(2);
  });
});
