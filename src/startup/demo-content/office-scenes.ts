import { FONT_SANS, FONT_SERIF, GOLD, linearGradient, pick, rng, svgDoc } from './svg';

// Flat, front-on illustrations of an office (1200x800) for the photo gallery. Wall above y=560,
// floor below; every piece is a function returning SVG so the six scenes stay short.

export const OFFICE_SCENES = ['reception', 'meeting', 'library', 'office', 'workspace', 'lounge'] as const;
export type OfficeScene = (typeof OFFICE_SCENES)[number];

const W = 1200;
const H = 800;
const FLOOR = 560;
const WOOD = '#5b3d26';
const WOOD_DARK = '#3f2a1a';
const BOOK_COLORS = ['#6e1d2b', '#1f3a5f', '#2c5740', '#8a6a3b', '#4a3426', '#7b7f86', '#a1582f', '#243447'];

type Random = () => number;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

function room(wallFrom: string, wallTo: string, floorFrom: string, floorTo: string): string {
  let seams = '';
  for (const y of [600, 648, 706, 774])
    seams += `<path d="M0 ${y} H${W}" stroke="#000" stroke-opacity="0.12"/>`;
  return (
    `<defs>${linearGradient('wall', wallFrom, wallTo, 0, 1)}${linearGradient('floor', floorFrom, floorTo, 0, 1)}` +
    `${linearGradient('sky', '#9fc3e0', '#e8eef2', 0, 1)}` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#fff6dc" stop-opacity="0.55"/><stop offset="1" stop-color="#fff6dc" stop-opacity="0"/></radialGradient></defs>` +
    rect(0, 0, W, FLOOR, 'url(#wall)') +
    rect(0, FLOOR, W, H - FLOOR, 'url(#floor)') +
    seams +
    rect(0, FLOOR - 10, W, 10, '#2b2622', 'fill-opacity="0.5"')
  );
}

function pendant(x: number, length: number): string {
  return (
    `<path d="M${x} 0 V${length}" stroke="#222" stroke-width="2"/>` +
    `<ellipse cx="${x}" cy="${length + 90}" rx="150" ry="110" fill="url(#glow)"/>` +
    `<path d="M${x - 42} ${length + 34} L${x - 18} ${length} H${x + 18} L${x + 42} ${length + 34} Z" fill="#1d1d1f"/>`
  );
}

function windowView(random: Random, x: number, y: number, w: number, h: number, panes = 3): string {
  let skyline = '';
  for (let bx = x; bx < x + w;) {
    const bw = 40 + random() * 70;
    const bh = h * (0.25 + random() * 0.5);
    skyline += rect(bx, y + h - bh, bw - 6, bh, pick(random, ['#7d8fa3', '#90a0b2', '#6c7e92', '#a4b1bf']));
    bx += bw;
  }
  let mullions = '';
  for (let i = 1; i < panes; i++) mullions += rect(x + (w / panes) * i - 4, y, 8, h, '#2f2f33');
  const clip = `clip-${x}-${y}`;
  return (
    `<clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>` +
    `<g clip-path="url(#${clip})">${rect(x, y, w, h, 'url(#sky)')}${skyline}</g>` +
    mullions +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#2f2f33" stroke-width="12"/>`
  );
}

function bookshelf(random: Random, x: number, y: number, w: number, h: number): string {
  let out = rect(x, y, w, h, WOOD_DARK);
  const shelfHeight = 86;
  for (let sy = y + 12; sy + shelfHeight <= y + h; sy += shelfHeight) {
    out += rect(x + 10, sy, w - 20, shelfHeight - 12, '#2a1c12');
    for (let bx = x + 14; ;) {
      const bw = 10 + Math.floor(random() * 14);
      const bh = 46 + Math.floor(random() * 22);
      if (random() < 0.08) bx += 24; // a gap now and then looks less mechanical
      if (bx + bw > x + w - 14) break;
      out += rect(bx, sy + shelfHeight - 12 - bh, bw, bh, pick(random, BOOK_COLORS));
      out += rect(bx, sy + shelfHeight - 12 - bh + 10, bw, 4, GOLD, 'fill-opacity="0.5"');
      bx += bw + 2;
    }
    out += rect(x + 6, sy + shelfHeight - 12, w - 12, 8, WOOD);
  }
  return out;
}

function plant(x: number, base: number, scale = 1): string {
  const leaves = [-60, -35, -12, 10, 32, 58]
    .map((angle, i) => {
      const len = (70 + (i % 3) * 18) * scale;
      return `<ellipse cx="${x}" cy="${base - 70 * scale - len / 2}" rx="${14 * scale}" ry="${len / 2}" fill="${i % 2 ? '#3f7a4f' : '#2d5e3b'}" transform="rotate(${angle} ${x} ${base - 70 * scale})"/>`;
    })
    .join('');
  return `${leaves}<path d="M${x - 34 * scale} ${base - 74 * scale} H${x + 34 * scale} L${x + 26 * scale} ${base} H${x - 26 * scale} Z" fill="#d8d2c8"/>`;
}

function desk(x: number, top: number, w: number, laptop = true): string {
  const items = laptop
    ? `<path d="M${x + w / 2 - 60} ${top} L${x + w / 2 - 50} ${top - 72} H${x + w / 2 + 50} L${x + w / 2 + 60} ${top} Z" fill="#2b2d31"/>` +
      rect(x + w / 2 - 44, top - 64, 88, 52, '#5e7a96') +
      `<path d="M${x + 40} ${top} V${top - 70} L${x + 70} ${top - 100}" stroke="#1d1d1f" stroke-width="5" fill="none"/>` +
      `<path d="M${x + 56} ${top - 112} L${x + 92} ${top - 92} L${x + 76} ${top - 78} Z" fill="#1d1d1f"/>`
    : '';
  return items + rect(x, top, w, 16, WOOD) + rect(x + 14, top + 16, w - 28, FLOOR + 60 - top - 16, WOOD_DARK);
}

function chair(x: number, seat: number, color = '#1f2329'): string {
  return (
    `<rect x="${x - 40}" y="${seat - 110}" width="80" height="100" rx="14" fill="${color}"/>` +
    rect(x - 46, seat - 10, 92, 18, color, 'rx="8"') +
    rect(x - 4, seat + 8, 8, 50, '#444') +
    `<path d="M${x - 44} ${seat + 66} L${x} ${seat + 56} L${x + 44} ${seat + 66}" stroke="#444" stroke-width="6" fill="none"/>`
  );
}

function painting(random: Random, x: number, y: number, w: number, h: number): string {
  const a = pick(random, ['#1f3a5f', '#6e1d2b', '#2c5740', '#8a6a3b']);
  return (
    rect(x - 8, y - 8, w + 16, h + 16, GOLD) +
    rect(x, y, w, h, '#efe9df') +
    `<circle cx="${x + w * (0.3 + random() * 0.4)}" cy="${y + h * 0.45}" r="${h * 0.28}" fill="${a}" fill-opacity="0.85"/>` +
    rect(x + w * 0.1, y + h * 0.7, w * 0.8, h * 0.08, '#2b2622', 'fill-opacity="0.7"')
  );
}

function sofa(x: number, seat: number, w: number, color: string): string {
  return (
    rect(x, seat - 110, w, 90, color, 'rx="20"') +
    rect(x - 30, seat - 60, 50, 110, color, 'rx="16"') +
    rect(x + w - 20, seat - 60, 50, 110, color, 'rx="16"') +
    rect(x + 10, seat - 30, w - 20, 60, color, 'rx="12"') +
    rect(x + 10, seat - 30, w - 20, 60, '#fff', 'rx="12" fill-opacity="0.08"') +
    `<path d="M${x + 10} ${seat + 30} H${x + w - 10}" stroke="#000" stroke-opacity="0.25" stroke-width="4"/>` +
    rect(x, seat + 50, 10, 24, '#222') +
    rect(x + w - 10, seat + 50, 10, 24, '#222')
  );
}

function wallSign(cx: number, y: number, color: string): string {
  return (
    `<text x="${cx}" y="${y}" text-anchor="middle" font-family="${FONT_SERIF}" font-weight="bold" font-size="64" letter-spacing="12" fill="${color}">TRIBUNA</text>` +
    `<text x="${cx}" y="${y + 36}" text-anchor="middle" font-family="${FONT_SANS}" font-size="17" letter-spacing="7" fill="${color}">ADVOCACIA EMPRESARIAL</text>`
  );
}

const SCENES: Record<OfficeScene, (random: Random) => string> = {
  reception: (random) =>
    room('#22324a', '#1a2638', '#8a6a4a', '#5b4330') +
    rect(300, 60, 600, 300, '#2b3d57') +
    wallSign(600, 200, GOLD) +
    pendant(400, 70) +
    pendant(800, 70) +
    rect(330, 420, 540, 20, '#e8e2d8') +
    rect(350, 440, 500, 190, '#d8d0c2') +
    rect(350, 520, 500, 6, GOLD) +
    plant(180, 640, 1.3) +
    plant(1030, 640, 1.3) +
    painting(random, 60, 140, 90, 130),
  meeting: (random) =>
    room('#d9d2c6', '#c5bcae', '#7a5a3e', '#4e3826') +
    windowView(random, 120, 60, 960, 400, 4) +
    pendant(420, 30) +
    pendant(780, 30) +
    [340, 500, 700, 860].map((x) => chair(x, 520, '#26292e')).join('') +
    `<path d="M260 540 H940 L1040 620 H160 Z" fill="${WOOD}"/>` +
    rect(160, 620, 880, 16, WOOD_DARK) +
    [300, 600, 900].map((x) => chair(x, 720, '#1a1c20')).join(''),
  library: (random) =>
    room('#3b2a1e', '#2c1f16', '#6d4f36', '#47321f') +
    bookshelf(random, 40, 40, 360, 520) +
    bookshelf(random, 420, 40, 360, 520) +
    bookshelf(random, 800, 40, 360, 520) +
    `<path d="M300 620 H900 L960 680 H240 Z" fill="${WOOD}"/>` +
    rect(240, 680, 720, 14, WOOD_DARK) +
    `<path d="M700 620 V560 L740 530" stroke="#c9a45c" stroke-width="5" fill="none"/><path d="M725 520 L775 545 L752 565 Z" fill="#2c5740"/>` +
    rect(420, 600, 140, 20, '#efe9df') +
    rect(430, 592, 120, 10, '#6e1d2b'),
  office: (random) =>
    room('#e4ddd2', '#cfc6b8', '#8a6a4a', '#5b4330') +
    windowView(random, 60, 80, 380, 380, 2) +
    bookshelf(random, 860, 60, 300, 500) +
    painting(random, 560, 110, 200, 140) +
    chair(660, 470, '#2a2d33') +
    desk(470, 470, 380) +
    plant(120, 700, 1.1),
  workspace: (random) =>
    room('#eceae6', '#d6d2cb', '#9b9b9b', '#6f6f6f') +
    windowView(random, 40, 60, 1120, 240, 6) +
    [120, 520, 920]
      .map(
        (x) =>
          desk(x, 470, 300, false) +
          rect(x + 110, 380, 90, 70, '#2b2d31') +
          rect(x + 116, 386, 78, 54, '#5e7a96') +
          rect(x + 150, 450, 10, 20, '#2b2d31'),
      )
      .join('') +
    [270, 670, 1070].map((x) => chair(x, 610, '#3a4452')).join('') +
    plant(60, 700, 0.9),
  lounge: (random) =>
    room('#cbbfae', '#b3a591', '#6d4f36', '#47321f') +
    painting(random, 380, 90, 440, 220) +
    pendant(1000, 40) +
    sofa(330, 540, 540, '#1f3a5f') +
    rect(440, 650, 320, 14, WOOD) +
    rect(470, 664, 12, 60, WOOD_DARK) +
    rect(718, 664, 12, 60, WOOD_DARK) +
    rect(520, 626, 110, 24, '#efe9df') +
    plant(1080, 720, 1.2) +
    `<path d="M140 720 V300" stroke="#222" stroke-width="6"/><path d="M100 300 L120 240 H160 L180 300 Z" fill="#efe2c4"/>` +
    `<ellipse cx="140" cy="330" rx="120" ry="90" fill="url(#glow)"/>`,
};

export function officeSceneSvg(scene: OfficeScene, seed: string): string {
  return svgDoc(W, H, SCENES[scene](rng(seed)));
}
