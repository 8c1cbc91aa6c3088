/** Header navigation (SPEC §2), in order. */
export const HEADER_LINKS = [
  { href: '/apresentacao', label: 'Apresentação' },
  { href: '/servicos', label: 'Atuação' },
  { href: '/blog', label: 'Blog' },
  { href: '/contratar-servicos', label: 'Contrate' },
  { href: '/contato', label: 'Contato' },
  { href: '/login', label: 'Login' },
] as const;

/** Footer quick links (SPEC §2): apresentacao, servicos, blog, contato. */
export const FOOTER_LINKS = [
  { href: '/apresentacao', label: 'Apresentação' },
  { href: '/servicos', label: 'Atuação' },
  { href: '/blog', label: 'Blog' },
  { href: '/contato', label: 'Contato' },
] as const;
