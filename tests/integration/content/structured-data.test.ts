import { describe, expect, it } from 'vitest';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  legalServiceJsonLd,
  serializeJsonLd,
} from '@/lib/server/structured-data';

const SITE = 'https://www.exemplo.com.br';
const firm = {
  firmName: 'Prado Advogados',
  phone: '(11) 3456-7890',
  email: 'contato@prado.example',
  address: 'Av. Paulista, 1000, São Paulo - SP',
  cnpj: '11.222.333/0001-81',
  oabRegistration: 'OAB/SP 12.345',
};

describe('structured data', () => {
  it('states the firm from its settings, with the OAB registration and its social profiles', () => {
    expect(legalServiceJsonLd(firm, [{ url: 'https://www.linkedin.com/company/prado' }], SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LegalService',
      '@id': `${SITE}/#escritorio`,
      url: `${SITE}/`,
      name: 'Prado Advogados',
      telephone: '(11) 3456-7890',
      email: 'contato@prado.example',
      address: { '@type': 'PostalAddress', streetAddress: firm.address, addressCountry: 'BR' },
      taxID: '11.222.333/0001-81',
      identifier: { '@type': 'PropertyValue', propertyID: 'OAB', value: 'OAB/SP 12.345' },
      sameAs: ['https://www.linkedin.com/company/prado'],
    });
  });

  it('states nothing that is not filled in', () => {
    const empty = { firmName: '', phone: '', email: '', address: '', cnpj: '', oabRegistration: '' };
    expect(Object.keys(legalServiceJsonLd(empty, [], SITE)).sort()).toEqual([
      '@context',
      '@id',
      '@type',
      'url',
    ]);
  });

  it('describes a post and a trail with absolute URLs', () => {
    const post = {
      path: '/blog/abc',
      locale: 'pt-BR' as const,
      title: 'Título',
      summary: 'Resumo',
      author: 'Dra. Helena',
      publishedAt: '2026-01-02T03:04:05.000Z',
      imageUrl: '/media/blog/capa.webp',
      tags: ['sucessão', 'holding'],
      text: 'palavra '.repeat(450),
    };
    expect(blogPostingJsonLd(post, 'Prado Advogados', SITE)).toMatchObject({
      wordCount: 450,
      timeRequired: 'PT3M',
      '@type': 'BlogPosting',
      headline: 'Título',
      inLanguage: 'pt-BR',
      datePublished: '2026-01-02T03:04:05.000Z',
      url: `${SITE}/blog/abc`,
      image: `${SITE}/media/blog/capa.webp`,
      keywords: 'sucessão, holding',
      publisher: { '@type': 'LegalService', name: 'Prado Advogados' },
    });
    expect(
      breadcrumbJsonLd(
        [
          { label: 'Início', path: '/' },
          { label: 'Atuação', path: '/servicos' },
        ],
        SITE,
      ).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Início', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Atuação', item: `${SITE}/servicos` },
    ]);
  });

  it('serializes so that no text can close the script, and parses back to the same data', () => {
    const data = { headline: '</script><script>alert(1)</script> & <!-- \u2028' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});
