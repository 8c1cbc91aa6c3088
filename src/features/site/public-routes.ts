/** The public pages search engines should know (SPEC §2), with their change frequency. */
export const PUBLIC_ROUTES = [
  { path: '/', changeFrequency: 'weekly', priority: 1 },
  { path: '/apresentacao', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/servicos', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/advocacia-empresarial', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/advocacia-tributaria', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/recuperacao-judicial', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/direito-sucessoes', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/direito-imobiliario', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/direito-consumidor', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/blog', changeFrequency: 'weekly', priority: 0.8 },
  { path: '/contratar-servicos', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/contato', changeFrequency: 'yearly', priority: 0.6 },
  { path: '/consultation-request', changeFrequency: 'yearly', priority: 0.6 },
  { path: '/agendar-consulta', changeFrequency: 'yearly', priority: 0.5 },
  { path: '/privacidade', changeFrequency: 'yearly', priority: 0.3 },
] as const;
