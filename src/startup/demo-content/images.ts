import sharp from 'sharp';
import { officeSceneSvg, type OfficeScene } from './office-scenes';
import {
  escapeXml,
  FONT_SANS,
  FONT_SERIF,
  GOLD,
  initials,
  linearGradient,
  motifSvg,
  palette,
  pick,
  rng,
  svgDoc,
  wrap,
  type Motif,
} from './svg';

// Demo images rendered from SVG at seed time, so the repository ships no binaries and nothing is
// downloaded. Flat illustrations compress well: every file stays far below 60 KB.

const WEBP_QUALITY = 75;

const toWebp = (svg: string) => sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY }).toBuffer();
const toPng = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();

export interface CoverOptions {
  /** Small uppercase line above the label, e.g. 'BLOG'. */
  kicker: string;
  /** Practice area shown large, e.g. 'Direito Tributário'. */
  label: string;
  motif: Motif;
  paletteIndex: number;
  seed: string;
}

/** 1200x675 illustration for blog posts, news, tips and success cases. */
export function coverImage({ kicker, label, motif, paletteIndex, seed }: CoverOptions): Promise<Buffer> {
  const [w, h] = [1200, 675];
  const random = rng(seed);
  const [from, to] = palette(paletteIndex);
  let decor = '';
  for (let i = 0; i < 3; i++)
    decor += `<circle cx="${random() * w}" cy="${random() * h}" r="${150 + random() * 250}" fill="none" stroke="#fff" stroke-opacity="0.06" stroke-width="2"/>`;
  for (let i = 0; i < 6; i++) {
    const x = 500 + i * 140 + random() * 60;
    decor += `<path d="M${x} 0 L${x - 420} ${h}" stroke="${GOLD}" stroke-opacity="0.07" stroke-width="2"/>`;
  }
  const lines = wrap(label, 16);
  const top = h / 2 - (34 + lines.length * 64) / 2;
  const labelText = lines
    .map((line, i) => `<tspan x="120" y="${top + 34 + 52 + i * 64}">${escapeXml(line)}</tspan>`)
    .join('');
  const body =
    `<defs>${linearGradient('bg', from, to)}<radialGradient id="halo"><stop offset="0" stop-color="${GOLD}" stop-opacity="0.22"/><stop offset="1" stop-color="${GOLD}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>${decor}` +
    `<circle cx="880" cy="${h / 2}" r="290" fill="url(#halo)"/>` +
    `<circle cx="880" cy="${h / 2}" r="230" fill="none" stroke="${GOLD}" stroke-opacity="0.35" stroke-width="2"/>` +
    `<g transform="translate(700 ${h / 2 - 180}) scale(1.8)">${motifSvg(motif, GOLD)}</g>` +
    `<rect x="90" y="${top}" width="6" height="${34 + lines.length * 64 + 10}" fill="${GOLD}"/>` +
    `<text x="120" y="${top + 24}" font-family="${FONT_SANS}" font-size="20" font-weight="bold" letter-spacing="5" fill="${GOLD}">${escapeXml(kicker.toUpperCase())}</text>` +
    `<text font-family="${FONT_SERIF}" font-size="54" font-weight="bold" fill="#fff">${labelText}</text>` +
    `<text x="120" y="${h - 56}" font-family="${FONT_SANS}" font-size="18" letter-spacing="2" fill="#fff" fill-opacity="0.6">Tribuna Advocacia Empresarial</text>`;
  return toWebp(svgDoc(w, h, body));
}

/** 1200x800 office interior for the presentation gallery. */
export function officePhoto(scene: OfficeScene, seed: string): Promise<Buffer> {
  return toWebp(officeSceneSvg(scene, seed));
}

const SKIN = ['#e8bf9c', '#d19a70', '#a86e48', '#7a4a2e'] as const;
const HAIR = ['#2a1d14', '#4a3222', '#16130f', '#6b4a2f', '#8c8780'] as const;
const SUIT = ['#1f2a3a', '#2b2b2e', '#3a3f47', '#1d3557'] as const;
const TIE = ['#6e1d2b', '#1f3a5f', '#8a6a3b', '#2c5740'] as const;

/** A faceless head-and-shoulders figure in business attire, drawn in a 400x400 box. */
function person(seed: string, female: boolean): string {
  const random = rng(seed);
  const skin = pick(random, SKIN);
  const hair = pick(random, HAIR);
  const suit = pick(random, SUIT);
  const hairBack = female
    ? `<path d="M126 180 C116 92 170 78 200 80 C238 80 286 96 274 184 C280 230 288 262 296 300 H104 C112 262 120 230 126 180 Z" fill="${hair}"/>`
    : '';
  const collar = female
    ? `<path d="M165 268 L200 330 L235 268 Z" fill="#f3efe8"/>`
    : `<path d="M160 268 L200 352 L240 268 Z" fill="#f7f5f0"/><path d="M192 282 H208 L214 350 L200 366 L186 350 Z" fill="${pick(random, TIE)}"/>`;
  const hairFront = female
    ? `<path d="M144 156 C148 100 184 90 210 92 C242 94 260 116 258 156 C240 126 210 112 180 122 C165 128 152 140 144 156 Z" fill="${hair}"/>`
    : `<path d="M140 160 C136 96 172 86 202 86 C238 86 266 104 260 160 C254 128 236 114 200 114 C168 114 148 128 140 160 Z" fill="${hair}"/>`;
  return (
    hairBack +
    `<rect x="174" y="205" width="52" height="80" fill="${skin}"/><rect x="174" y="205" width="52" height="80" fill="#000" fill-opacity="0.12"/>` +
    `<path d="M30 400 C34 312 100 276 200 270 C300 276 366 312 370 400 Z" fill="${suit}"/>` +
    collar +
    `<path d="M160 268 L200 352 V400 M240 268 L200 352" stroke="#000" stroke-opacity="0.35" stroke-width="3" fill="none"/><circle cx="204" cy="378" r="4" fill="#000" fill-opacity="0.4"/>` +
    `<ellipse cx="141" cy="170" rx="9" ry="16" fill="${skin}"/><ellipse cx="259" cy="170" rx="9" ry="16" fill="${skin}"/>` +
    `<ellipse cx="200" cy="165" rx="${female ? 56 : 60}" ry="${female ? 70 : 72}" fill="${skin}"/>` +
    hairFront
  );
}

/** 1200x800 portrait of a (fictional) lawyer in front of a soft backdrop. */
export function lawyerPortrait(seed: string, female: boolean, paletteIndex: number): Promise<Buffer> {
  const [w, h] = [1200, 800];
  const random = rng(`${seed}-backdrop`);
  const [from, to] = palette(paletteIndex);
  let bokeh = '';
  for (let i = 0; i < 12; i++)
    bokeh += `<circle cx="${random() * w}" cy="${random() * h * 0.8}" r="${20 + random() * 70}" fill="#fff" fill-opacity="${0.03 + random() * 0.05}"/>`;
  const body =
    `<defs>${linearGradient('bg', to, from, 1, 1)}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${bokeh}` +
    `<g transform="translate(220 40) scale(1.9)">${person(seed, female)}</g>`;
  return toWebp(svgDoc(w, h, body));
}

/** 256x256 author photo (tips): the same figure, framed closer. */
export function authorPhoto(seed: string, female: boolean): Promise<Buffer> {
  const body =
    `<defs>${linearGradient('bg', '#d7dde4', '#9aa7b6')}</defs><rect width="256" height="256" fill="url(#bg)"/>` +
    `<g transform="translate(-32 -6) scale(0.8)">${person(seed, female)}</g>`;
  return toWebp(svgDoc(256, 256, body));
}

/** 256x256 avatar with the person's initials, for testimonials. */
export function initialsAvatar(name: string, paletteIndex: number): Promise<Buffer> {
  const [from, to] = palette(paletteIndex);
  const body =
    `<defs>${linearGradient('bg', to, from)}</defs><rect width="256" height="256" fill="url(#bg)"/>` +
    `<circle cx="128" cy="128" r="112" fill="none" stroke="${GOLD}" stroke-opacity="0.6" stroke-width="3"/>` +
    `<text x="128" y="${128 + 34}" text-anchor="middle" font-family="${FONT_SERIF}" font-size="96" font-weight="bold" fill="#fff">${escapeXml(initials(name))}</text>`;
  return toWebp(svgDoc(256, 256, body));
}

const LOGO_MARKS = [
  (c: string) =>
    `<path d="M70 62 L104 82 V120 L70 140 L36 120 V82 Z" fill="none" stroke="${c}" stroke-width="9"/><circle cx="70" cy="101" r="12" fill="${c}"/>`,
  (c: string) =>
    `<circle cx="70" cy="100" r="36" fill="none" stroke="${c}" stroke-width="9"/><circle cx="70" cy="100" r="16" fill="${c}"/>`,
  (c: string) =>
    `<path d="M36 84 L70 62 L104 84 M36 108 L70 86 L104 108 M36 132 L70 110 L104 132" fill="none" stroke="${c}" stroke-width="10" stroke-linejoin="round"/>`,
  (c: string) =>
    `<path d="M70 58 L112 100 L70 142 L28 100 Z" fill="${c}"/><path d="M70 82 L88 100 L70 118 L52 100 Z" fill="#fff"/>`,
  (c: string) =>
    `<circle cx="70" cy="100" r="40" fill="${c}"/><path d="M34 104 C50 86 62 120 78 102 C90 88 98 100 108 96" fill="none" stroke="#fff" stroke-width="7"/>`,
  (c: string) =>
    `<rect x="36" y="110" width="18" height="30" fill="${c}"/><rect x="61" y="88" width="18" height="52" fill="${c}"/><rect x="86" y="62" width="18" height="78" fill="${c}"/>`,
] as const;
const LOGO_COLORS = ['#1f3a5f', '#b5472f', '#2c5740', '#6e1d2b', '#0e7490', '#8a6a3b'] as const;

/** 400x200 logo of a fictional client company, on a transparent background. */
export function clientLogo(name: string, tagline: string, index: number): Promise<Buffer> {
  const color = LOGO_COLORS[index % LOGO_COLORS.length] ?? '#1f3a5f';
  const mark = (LOGO_MARKS[index % LOGO_MARKS.length] ?? LOGO_MARKS[0])(color);
  const body =
    `<g transform="translate(6 0)">${mark}</g>` +
    `<text x="134" y="108" font-family="${FONT_SANS}" font-size="30" font-weight="bold" fill="#1f2933">${escapeXml(name)}</text>` +
    `<text x="136" y="134" font-family="${FONT_SANS}" font-size="13" letter-spacing="3.5" fill="${color}">${escapeXml(tagline.toUpperCase())}</text>`;
  return toWebp(svgDoc(400, 200, body));
}

/** 300x150 transparent PNG: column emblem and the "Tribuna" wordmark. Gold reads on light and dark headers. */
export function firmLogo(): Promise<Buffer> {
  const body =
    `<g transform="translate(10 37) scale(0.38)">${motifSvg('columns', GOLD).replace('stroke-width="5"', 'stroke-width="8"')}</g>` +
    `<text x="96" y="84" font-family="${FONT_SERIF}" font-size="42" font-weight="bold" fill="${GOLD}">Tribuna</text>` +
    `<text x="98" y="106" font-family="${FONT_SANS}" font-size="10" font-weight="bold" letter-spacing="1.5" fill="${GOLD}">ADVOCACIA EMPRESARIAL</text>`;
  return toPng(svgDoc(300, 150, body));
}

/** 1600x900 dark hero background; its centre stays dark so white hero text stays readable. */
export function heroBackground(): Promise<Buffer> {
  const [w, h] = [1600, 900];
  let lines = '';
  for (let i = 0; i < 9; i++)
    lines += `<path d="M${500 + i * 150} 0 L${i * 150} ${h}" stroke="${GOLD}" stroke-opacity="0.05" stroke-width="2"/>`;
  const body =
    `<defs><radialGradient id="bg" cx="0.35" cy="0.4" r="0.9"><stop offset="0" stop-color="#1c2f4a"/><stop offset="0.6" stop-color="#0d1828"/><stop offset="1" stop-color="#05090f"/></radialGradient>` +
    `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>${lines}` +
    `<circle cx="1240" cy="430" r="330" fill="none" stroke="${GOLD}" stroke-opacity="0.08" stroke-width="2"/>` +
    `<circle cx="1240" cy="430" r="400" fill="none" stroke="${GOLD}" stroke-opacity="0.05" stroke-width="2"/>` +
    `<g transform="translate(1000 190) scale(2.4)" opacity="0.10">${motifSvg('columns', GOLD)}</g>` +
    `<rect y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="url(#fade)"/>`;
  return toWebp(svgDoc(w, h, body));
}
