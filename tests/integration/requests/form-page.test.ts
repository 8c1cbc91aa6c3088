import { selectAll, selectOne } from 'css-select';
import { Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as contactRoute } from '@/app/api/contact/route';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { eq } from 'drizzle-orm';
import { contactMessages } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';
import { ConsultationForm } from '@/features/consultations/components/consultation-form';
import { CONSULTATION_MESSAGES } from '@/features/consultations/messages';
import { ContactForm } from '@/features/contact/components/contact-form';
import { CONTACT_INVALID_EMAIL, CONTACT_REQUIRED } from '@/features/contact/messages';
import { rateLimitMessage } from '@/lib/server/form-guard';
import { fillFormPage, type FormPageAnswer } from '@/lib/server/form-page';
import { registerPageRenderer } from '@/runtime/runtime.mjs';

// The page that answers a public form posted without the script (ADR 0012): the real forms'
// server markup, filled by the same code as the page's script. What a visitor typed goes back into
// the page, so it must come back as text, whatever it holds.

const HEAD =
  '<!DOCTYPE html><html lang="pt-BR"><head><script type="application/ld+json">{"a":"<b>"}</script></head><body><main>';
const TAIL = '</main><script nonce="b2xk">self.inline=1</script></body></html>';
const page = (form: ReactElement) => HEAD + renderToStaticMarkup(form) + TAIL;

function fill(form: ReactElement, answer: Omit<FormPageAnswer, 'page' | 'status'>) {
  const html = fillFormPage(page(form), { page: '/x', status: 200, ...answer });
  const document = parseDocument(html, { lowerCaseAttributeNames: false });
  const one = (selector: string) => selectOne(selector, document) as unknown as Element;
  const text = (element: Element): string =>
    element.children.map((child) => ('data' in child ? child.data : text(child as Element))).join('');
  const describedBy = (control: Element) =>
    (control.attribs['aria-describedby'] ?? '').split(' ').map((id) => text(one(`[id="${id}"]`)));
  return { html, document, one, text, describedBy, all: (selector: string) => selectAll(selector, document) };
}

const decodeText = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

const HOSTILE_EMAIL = '"><script>alert(1)</script>&amp; é';
const HOSTILE_SUMMARY = '</textarea><img src=x onerror=alert(1)> & <b>ção</b>';

describe('the page answering a plain post', () => {
  it('keeps what was typed, as text, and shows each message once at its field', () => {
    const { html, one, text, all, describedBy } = fill(createElement(ConsultationForm), {
      form: 'consultation-form',
      result: {
        ok: false,
        message: CONSULTATION_MESSAGES.name,
        fieldErrors: { name: CONSULTATION_MESSAGES.name, case_summary: CONSULTATION_MESSAGES.caseSummary },
      },
      values: { name: 'A', email: HOSTILE_EMAIL, phone: '', case_summary: HOSTILE_SUMMARY, website: 'robô' },
    });
    expect(html.startsWith(HEAD) && html.endsWith(TAIL)).toBe(true);
    expect(all('script')).toHaveLength(2);
    expect(all('img')).toHaveLength(0);
    expect(one('[name="email"]').attribs.value).toBe(HOSTILE_EMAIL);
    // A textarea's text is escaped (htmlparser2 keeps it as written; a browser decodes it).
    const summary = text(one('textarea[name="case_summary"]'));
    expect(summary).not.toContain('<');
    expect(decodeText(summary)).toBe(HOSTILE_SUMMARY);
    expect(one('[name="website"]').attribs.value).toBe('');

    const name = one('[name="name"]');
    expect(name.attribs.value).toBe('A');
    expect(name.attribs['aria-invalid']).toBe('true');
    expect(describedBy(name)).toEqual([CONSULTATION_MESSAGES.name]);
    expect(all('[autofocus]')).toEqual([name]);
    expect(one('[name="email"]').attribs['aria-invalid']).toBeUndefined();
    expect(html.split(CONSULTATION_MESSAGES.name)).toHaveLength(2);
    expect(one('[data-form-alert]').attribs.hidden).toBe('');
    expect(one('[data-form-part="whatsapp"]').attribs.hidden).toBe('');
  });

  it("says the contact form's one message once, for every empty field", () => {
    const { html, one, describedBy } = fill(createElement(ContactForm), {
      form: 'contact-form',
      result: {
        ok: false,
        message: CONTACT_REQUIRED,
        fieldErrors: { name: CONTACT_REQUIRED, email: CONTACT_INVALID_EMAIL, message: CONTACT_REQUIRED },
      },
      values: { name: '', email: 'ana@', message: '' },
    });
    expect(html.split(CONTACT_REQUIRED)).toHaveLength(2 + 1); // the form's data attribute, and the alert
    const alert = one('[data-form-alert]');
    expect(alert.attribs.hidden).toBeUndefined();
    // The focused field's description says it: the alert is no live region of its own.
    expect(alert.attribs.role).toBeUndefined();
    expect(describedBy(one('[name="name"]'))).toEqual([CONTACT_REQUIRED]);
    expect(describedBy(one('[name="message"]'))).toEqual([CONTACT_REQUIRED]);
    expect(describedBy(one('[name="email"]'))).toEqual([CONTACT_INVALID_EMAIL]);
    expect(one('[name="email"]').attribs.value).toBe('ana@');
    expect(one('[autofocus]').attribs.name).toBe('name');
  });

  it('says a refusal no field shows in the alert, which opens the page', () => {
    const message = rateLimitMessage(600_000);
    const { one, text } = fill(createElement(ContactForm), {
      form: 'contact-form',
      result: { ok: false, message },
      values: { name: 'Ana', email: 'ana@example.com', message: 'Olá' },
    });
    const alert = one('[data-form-alert]');
    expect(text(alert)).toBe(message);
    expect(alert.attribs.role).toBe('alert');
    expect(alert.attribs.autofocus).toBe('');
    expect(one('[name="name"]').attribs.value).toBe('Ana');
  });

  it('shows a success in the form, with the WhatsApp step as a link, and keeps nothing typed', () => {
    const href = 'https://wa.me/5511900000000?text=Ol%C3%A1';
    const { one, text } = fill(createElement(ConsultationForm), {
      form: 'consultation-form',
      result: { ok: true, data: {}, message: CONSULTATION_MESSAGES.success },
      parts: { whatsapp: { href } },
    });
    const status = one('[data-form-status]');
    expect(text(status)).toBe(CONSULTATION_MESSAGES.success);
    expect(status.attribs.role).toBe('status');
    expect(status.attribs.autofocus).toBe('');
    const step = one('[data-form-part="whatsapp"]');
    expect(step.attribs.hidden).toBeUndefined();
    expect(one('[data-form-part="whatsapp"] a').attribs.href).toBe(href);
    expect(one('[name="name"]').attribs.value).toBe('');
  });
});

describe('POST /api/contact as a plain form post', () => {
  // This process's own pages, as the HTTP layer renders them in process: /contato with the real form.
  const renderer = async (path: string) =>
    path === '/contato'
      ? {
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8' },
          body: Buffer.from(page(createElement(ContactForm))),
        }
      : { status: 404, headers: {}, body: Buffer.alloc(0) };
  beforeAll(() => registerPageRenderer(renderer));
  afterAll(() => registerPageRenderer(undefined));

  const post = (fields: Record<string, string>, address: string) =>
    contactRoute(
      new Request('http://localhost:3000/api/contact?pagina=%2Fcontato', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost:3000',
          host: 'localhost:3000',
          [SOCKET_ADDRESS_HEADER]: address,
          'content-security-policy': "script-src 'self' 'nonce-cGFnZQ=='",
        },
        body: new URLSearchParams(fields),
      }),
    );

  it('answers with the page: refused with what was typed kept, then sent and stored', async () => {
    const refused = await post({ name: 'Ana <b>', email: 'ana@', message: '' }, '198.51.100.70');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const html = await refused.text();
    // Every script of the page gets this response's nonce, instead of the one it was rendered with.
    expect(html.startsWith(HEAD.replace('<script', '<script nonce="cGFnZQ=="'))).toBe(true);
    expect(html.endsWith('<script nonce="cGFnZQ==">self.inline=1</script></body></html>')).toBe(true);
    // Kept as typed; an attribute's `<` is text (only `&` and `"` need escaping there).
    expect(html).toContain('value="Ana <b>"');
    expect(html).toContain('E-mail inválido');

    const sent = await post({ name: 'Ana', email: 'ana.plain@example.com', message: 'Olá' }, '198.51.100.70');
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain('Mensagem enviada com sucesso!');
    const rows = await getDb()
      .select({ name: contactMessages.name })
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ana.plain@example.com'));
    expect(rows).toEqual([{ name: 'Ana' }]);
  });

  it('still says the outcome when the page cannot be read', async () => {
    registerPageRenderer(async () => {
      throw new Error('the page could not be rendered');
    });
    try {
      const sent = await post(
        { name: 'Bia', email: 'bia.plain@example.com', message: 'Olá' },
        '198.51.100.71',
      );
      expect(sent.status).toBe(200);
      expect(await sent.text()).toContain('<p>Mensagem enviada com sucesso!</p>');
    } finally {
      registerPageRenderer(renderer);
    }
  });
});
