// Small SVG building blocks shared by the demo image generators.

export const FONT_SANS = "'DejaVu Sans', 'Liberation Sans', sans-serif";
export const FONT_SERIF = "'DejaVu Serif', 'Liberation Serif', serif";

export const GOLD = '#c9a45c';
export const GOLD_DARK = '#a8843c';

/** Dark gradient pairs in the firm's sober colour range. */
export const PALETTES = [
  ['#0b1a2e', '#1f3a5f'], // navy
  ['#0e2f2f', '#1d5c59'], // teal
  ['#2e0c14', '#6e1d2b'], // burgundy
  ['#1a2029', '#3d4b5c'], // slate
  ['#102419', '#2c5740'], // forest
  ['#231a12', '#5a4330'], // walnut
] as const;

export function palette(index: number): readonly [string, string] {
  return PALETTES[Math.abs(index) % PALETTES.length] ?? PALETTES[0];
}

/** Deterministic pseudo-random numbers, so the same text always yields the same picture. */
export function rng(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy word wrap by character count (SVG text has no layout engine). */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function initials(name: string): string {
  const words = name
    .replace(/^(Dra?\.|Sr\.|Sra\.)\s+/, '')
    .split(/\s+/)
    .filter((w) => w.length > 2 || /^[A-ZÀ-Ú]/.test(w));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export function linearGradient(id: string, from: string, to: string, x2 = 1, y2 = 1): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export type Motif = 'columns' | 'scales' | 'building' | 'house' | 'chart' | 'document' | 'tree' | 'shield';

/** Line-art symbols of the firm's practice areas, drawn in a 200x200 box. */
export function motifSvg(motif: Motif, color: string): string {
  const g = (inner: string) =>
    `<g fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${inner}</g>`;
  switch (motif) {
    case 'columns': {
      const columns = [42, 81, 119, 158]
        .map(
          (x) =>
            `<rect x="${x - 9}" y="84" width="18" height="78"/><path d="M${x - 13} 84h26M${x - 13} 162h26"/>`,
        )
        .join('');
      return g(
        `<path d="M16 60 L100 22 L184 60 Z"/><rect x="22" y="64" width="156" height="12"/>${columns}` +
          `<rect x="18" y="166" width="164" height="10"/><rect x="8" y="180" width="184" height="10"/>`,
      );
    }
    case 'scales':
      return g(
        `<circle cx="100" cy="24" r="7"/><path d="M100 31 V170 M66 184 L100 168 L134 184 Z M28 56 H172"/>` +
          `<path d="M28 56 L10 122 M28 56 L46 122 M6 122 Q28 150 50 122 Z"/>` +
          `<path d="M172 56 L154 122 M172 56 L190 122 M150 122 Q172 150 194 122 Z"/>`,
      );
    case 'building': {
      let windows = '';
      for (let row = 0; row < 6; row++)
        for (let col = 0; col < 3; col++)
          windows += `<rect x="${66 + col * 26}" y="${44 + row * 22}" width="14" height="12"/>`;
      return g(
        `<rect x="50" y="26" width="100" height="164"/><path d="M30 190 H170 M88 190 V166 H112 V190"/>${windows}`,
      );
    }
    case 'house':
      return g(
        `<path d="M22 104 L100 38 L178 104"/><path d="M140 70 V46 H158 V86"/><rect x="46" y="98" width="108" height="86"/>` +
          `<rect x="86" y="130" width="28" height="54"/><rect x="58" y="114" width="20" height="20"/><rect x="122" y="114" width="20" height="20"/>`,
      );
    case 'chart':
      return g(
        `<path d="M24 20 V180 H184"/><rect x="44" y="130" width="24" height="50"/><rect x="82" y="104" width="24" height="76"/>` +
          `<rect x="120" y="78" width="24" height="102"/><rect x="158" y="52" width="24" height="128"/>` +
          `<path d="M40 110 L90 74 L122 88 L176 30 M152 30 H176 V54"/>`,
      );
    case 'document':
      return g(
        `<path d="M48 18 H128 L156 46 V182 H48 Z M128 18 V46 H156"/><path d="M66 66 H138 M66 88 H138 M66 110 H138 M66 132 H108"/>` +
          `<circle cx="138" cy="158" r="20"/><path d="M128 176 L122 196 L138 188 L154 196 L148 176"/>`,
      );
    case 'tree':
      return g(
        `<circle cx="100" cy="34" r="16"/><circle cx="54" cy="104" r="14"/><circle cx="146" cy="104" r="14"/>` +
          `<circle cx="28" cy="172" r="12"/><circle cx="80" cy="172" r="12"/><circle cx="146" cy="172" r="12"/>` +
          `<path d="M100 50 V70 H54 V90 M100 70 H146 V90 M54 118 V140 H28 V160 M54 140 H80 V160 M146 118 V160"/>`,
      );
    case 'shield':
      return g(
        `<path d="M100 14 L170 40 V96 C170 142 140 172 100 188 C60 172 30 142 30 96 V40 Z"/><path d="M66 100 L92 126 L138 78"/>`,
      );
  }
}
