// Writes the public site's icon sprite (src/components/ui/icons.svg: one <symbol> per icon, drawn with
// <svg><use href="…icons.svg#name"/></svg> by src/components/ui/icon.tsx) and the list of its names
// (src/components/ui/icon-names.ts). One cached file instead of the same inline SVG repeated in every
// page and again in its RSC payload (issue 13). Run after changing the list: node scripts/icons.mjs
import { writeFileSync } from 'node:fs';

/** Sprite name → lucide-react icon file (dist/esm/icons/<file>.mjs). */
const LUCIDE = {
  'arrow-left': 'arrow-left',
  briefcase: 'briefcase',
  building: 'building-complex',
  calculator: 'calculator',
  'calendar-days': 'calendar-days',
  'check-circle': 'circle-check',
  'chevron-left': 'chevron-left',
  'chevron-right': 'chevron-right',
  'file-text': 'file-text',
  'file-warning': 'file-exclamation-point',
  layers: 'layers',
  link: 'link-2',
  mail: 'mail',
  'map-pin': 'map-pin',
  menu: 'menu',
  pause: 'pause',
  phone: 'phone',
  play: 'play',
  rss: 'rss',
  'scroll-text': 'scroll-text',
  search: 'search',
  'shield-check': 'shield-check',
  star: 'star',
  'star-half': 'star-half',
  target: 'target',
  'trending-up': 'trending-up',
  x: 'x',
};

// Brand marks drawn as 24x24 outline icons (lucide's former brand set, which 1.x no longer ships).
const BRANDS = {
  facebook: '<path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z"/>',
  instagram:
    '<rect width="20" height="20" x="2" y="2" rx="5" ry="5"/><path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z"/><line x1="17.5" x2="17.51" y1="6.5" y2="6.5"/>',
  linkedin:
    '<path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z"/><rect width="4" height="12" x="2" y="9"/><circle cx="4" cy="4" r="2"/>',
  twitter:
    '<path d="M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z"/>',
  youtube:
    '<path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17"/><path d="m10 15 5-3-5-3z"/>',
  // The WhatsApp mark is filled: its symbol sets fill and no stroke itself.
  whatsapp:
    '<path fill="currentColor" stroke="none" d="M12.04 2C6.58 2 2.13 6.45 2.13 11.91c0 1.75.46 3.45 1.32 4.95L2.05 22l5.25-1.38a9.9 9.9 0 0 0 4.74 1.21h.01c5.46 0 9.91-4.45 9.91-9.91 0-2.65-1.03-5.14-2.9-7.01A9.82 9.82 0 0 0 12.04 2Zm0 18.15h-.01a8.23 8.23 0 0 1-4.2-1.15l-.3-.18-3.12.82.83-3.04-.2-.31a8.2 8.2 0 0 1-1.26-4.38c0-4.54 3.7-8.23 8.25-8.23 2.2 0 4.27.86 5.82 2.42a8.18 8.18 0 0 1 2.41 5.83c0 4.54-3.7 8.22-8.22 8.22Zm4.51-6.16c-.25-.12-1.46-.72-1.69-.8-.23-.08-.39-.12-.56.12-.16.25-.64.8-.78.97-.14.16-.29.18-.54.06-.25-.12-1.04-.38-1.99-1.22-.73-.65-1.23-1.46-1.37-1.71-.14-.25-.02-.38.11-.5.11-.11.25-.29.37-.43.12-.14.16-.25.25-.41.08-.16.04-.31-.02-.43-.06-.12-.56-1.34-.76-1.84-.2-.48-.41-.42-.56-.43h-.48c-.16 0-.43.06-.66.31-.23.25-.86.84-.86 2.05 0 1.21.88 2.38 1 2.54.12.16 1.74 2.65 4.21 3.72.59.25 1.05.41 1.41.52.59.19 1.13.16 1.56.1.48-.07 1.46-.6 1.67-1.18.21-.58.21-1.07.14-1.18-.06-.1-.22-.16-.47-.28Z"/>',
};

const attributes = (props) =>
  Object.entries(props)
    .filter(([name]) => name !== 'key')
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');

const symbols = [];
for (const [name, file] of Object.entries(LUCIDE)) {
  const { __iconData } = await import(`lucide-react/dist/esm/icons/${file}.mjs`);
  const body = __iconData.node.map(([tag, props]) => `<${tag} ${attributes(props)}/>`).join('');
  symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${body}</symbol>`);
}
for (const [name, body] of Object.entries(BRANDS)) {
  symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${body}</symbol>`);
}

writeFileSync(
  new URL('../src/components/ui/icons.svg', import.meta.url),
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">\n${symbols.join('\n')}\n</svg>\n`,
);
const names = [...Object.keys(LUCIDE), ...Object.keys(BRANDS)].sort();
writeFileSync(
  new URL('../src/components/ui/icon-names.ts', import.meta.url),
  `// Written by scripts/icons.mjs: the symbols of icons.svg.\nexport const ICON_NAMES = ${JSON.stringify(names, null, 2).replaceAll('"', "'")} as const;\n\nexport type IconName = (typeof ICON_NAMES)[number];\n`,
);
console.info(`icons.svg: ${symbols.length} icons`);
