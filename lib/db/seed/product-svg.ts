/** Line-art product illustrations (800x600 SVG, a few kB), tinted per brand, with brand and model text. */
import type { Art, ArtKind } from './types';
import { xmlEscape } from './format';

const BRAND_COLOURS: Record<string, string> = {
  Dell: '#007db8',
  HPE: '#01a982',
  HP: '#0096d6',
  Lenovo: '#e2231a',
  Intel: '#0068b5',
  AMD: '#d4111e',
  NVIDIA: '#5a8f00',
  Samsung: '#1428a0',
  'SK hynix': '#e05a10',
  Micron: '#00609c',
  Kingston: '#c8102e',
  Crucial: '#005eb8',
  Seagate: '#4f9a36',
  WD: '#1f5fa8',
  Toshiba: '#d60c18',
  HGST: '#44546a',
  Kioxia: '#0083c4',
  Broadcom: '#cc092f',
  Cisco: '#0d8fc4',
  MikroTik: '#293239',
  Juniper: '#5f8a2c',
  Microsoft: '#5e5e5e',
  ServerStore: '#0f766e',
};

export function brandColour(brand: string): string {
  const key = Object.keys(BRAND_COLOURS).find((b) => brand === b || brand.startsWith(`${b} `));
  return key ? BRAND_COLOURS[key] : '#334155';
}

const r = (x: number, y: number, w: number, h: number, cls: string, rx = 6) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" class="${cls}"/>`;
const row = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
/** Many square-cornered outlines as one path (keeps bay and port grids small). */
const boxes = (n: number, f: (i: number) => [x: number, y: number, w: number, h: number], cls = 'l') =>
  `<path d="${row(n, (i) => {
    const [x, y, w, h] = f(i).map((v) => Math.round(v * 10) / 10);
    return `M${x} ${y}h${w}v${h}h${-w}z`;
  })}" class="${cls}"/>`;
/** A row of gold-finger contacts as one dashed line. */
const fingers = (x1: number, x2: number, y: number) =>
  `<path d="M${x1} ${y}H${x2}" class="l" stroke-dasharray="6 5" stroke-width="12"/>`;

function rack(units = 1): string {
  const h = units === 2 ? 190 : 110;
  const y = 300 - h / 2;
  const rows = units === 2 ? 2 : 1;
  const bayH = (h - 30 - (rows - 1) * 10) / rows;
  return (
    r(70, y, 30, h, 'f', 4) +
    r(700, y, 30, h, 'f', 4) +
    r(100, y, 600, h, 'f', 8) +
    boxes(rows * 8, (i) => [125 + (i % 8) * 58, y + 15 + Math.floor(i / 8) * (bayH + 10), 50, bayH]) +
    `<circle cx="640" cy="${y + 30}" r="12" class="l"/>` +
    row(4, (i) => `<path d="M${600 + i * 20} ${y + h - 40}v25" class="l"/>`)
  );
}

function draw(kind: ArtKind, units = 1): string {
  switch (kind) {
    case 'rack':
      return rack(units);
    case 'tower':
      return (
        r(290, 100, 220, 380, 'f', 14) +
        row(4, (i) => r(315, 130 + i * 42, 170, 32, 'l', 4)) +
        `<circle cx="400" cy="330" r="14" class="l"/>` +
        row(5, (i) => `<path d="M320 ${375 + i * 18}H480" class="l"/>`)
      );
    case 'laptop':
      return (
        r(200, 110, 400, 260, 'f', 12) +
        r(222, 130, 356, 220, 'l', 4) +
        '<path d="M150 395H650L615 430H185Z" class="f"/>' +
        r(350, 400, 100, 16, 'l', 3)
      );
    case 'dimm': {
      const w = units === 1 ? 360 : 580;
      const x = 400 - w / 2;
      return (
        r(x, 220, w, 130, 'f', 6) +
        row(units === 1 ? 4 : 8, (i) => r(x + 25 + i * 68, 245, 50, 60, 'd', 3)) +
        fingers(x + 12, x + w - 12, 338) +
        r(x + w * 0.55, 330, 14, 24, 'bg', 2)
      );
    }
    case 'drive25':
    case 'drive35': {
      const big = kind === 'drive35';
      const [x, y, w, h] = big ? [170, 130, 460, 320] : [210, 160, 380, 270];
      return (
        r(x, y, w, h, 'f', 14) +
        r(x + 40, y + 40, Math.round(w * 0.55), Math.round(h * 0.45), 'l', 6) +
        row(
          4,
          (i) =>
            `<circle cx="${x + (i % 2 ? w - 24 : 24)}" cy="${y + (i < 2 ? 24 : h - 24)}" r="7" class="l"/>`,
        ) +
        r(x + w - 10, y + h * 0.3, 22, h * 0.4, 'd', 3)
      );
    }
    case 'm2':
      return (
        r(110, 255, 580, 90, 'f', 6) +
        row(3, (i) => r(200 + i * 140, 272, 110, 56, 'd', 4)) +
        fingers(120, 170, 300) +
        `<circle cx="672" cy="300" r="12" class="l"/>`
      );
    case 'cpu':
      return (
        r(240, 140, 320, 320, 'f', 18) +
        r(285, 185, 230, 230, 'l', 12) +
        '<path d="M255 440l25-25v25z" class="d"/>'
      );
    case 'pcie':
      return (
        r(120, 140, 28, 280, 'f', 3) +
        r(148, 170, 480, 210, 'f', 8) +
        fingers(260, 520, 392) +
        r(190, 200, 130, 130, 'l', 6) +
        row(6, (i) => `<path d="M${205 + i * 20} 215v100" class="l"/>`) +
        row(2, (i) => r(370 + i * 110, 220, 80, 80, 'd', 4))
      );
    case 'gpu':
      return (
        r(100, 150, 28, 270, 'f', 3) +
        r(128, 170, 570, 220, 'f', 20) +
        fingers(240, 520, 402) +
        r(600, 150, 60, 20, 'd', 3) +
        (units === 2
          ? ''
          : `<circle cx="300" cy="280" r="75" class="l"/><circle cx="520" cy="280" r="75" class="l"/>`) +
        row(
          9,
          (i) =>
            `<path d="M${210 + i * 40} ${units === 2 ? 200 : 360}v${units === 2 ? 160 : 14}" class="l"/>`,
        )
      );
    case 'riser':
      return (
        r(200, 120, 200, 340, 'f', 8) +
        r(230, 160, 40, 260, 'l', 4) +
        r(300, 160, 40, 260, 'l', 4) +
        '<path d="M480 180c120 0 140 120 60 180s-40 120 80 120" class="l"/>' +
        r(440, 160, 60, 40, 'd', 4) +
        r(600, 460, 60, 40, 'd', 4)
      );
    case 'tray':
      return (
        r(120, 190, 80, 220, 'f', 10) +
        r(200, 200, 440, 200, 'l', 10) +
        '<path d="M160 220v160" class="l"/>' +
        row(3, (i) => `<circle cx="${280 + i * 140}" cy="390" r="8" class="l"/>`)
      );
    case 'backplane': {
      const n = Math.min(units, 24);
      return (
        r(90, 220, 620, 160, 'f', 8) +
        boxes(n, (i) => [110 + (i * 580) / n, 250, Math.max(10, 580 / n - 8), 40]) +
        row(3, (i) => r(200 + i * 160, 320, 100, 36, 'd', 4))
      );
    }
    case 'certificate':
      return (
        r(210, 90, 380, 400, 'f', 10) +
        row(5, (i) => `<path d="M260 ${160 + i * 45}H${i % 2 ? 480 : 540}" class="l"/>`) +
        '<circle cx="500" cy="400" r="48" class="l"/><path d="M478 400l16 16 28-32" class="l"/><path d="M470 440l-15 60 45-25 45 25-15-60" class="l"/>'
      );
    case 'network': {
      const n = Math.max(4, Math.min(units, 48));
      const cols = Math.ceil(n / 2);
      const w = Math.min(30, 440 / cols - 6);
      return (
        r(80, 235, 640, 130, 'f', 8) +
        boxes(n, (i) => [110 + (i % cols) * (w + 6), 260 + Math.floor(i / cols) * 42, w, 32]) +
        row(2, (i) => r(600 + i * 50, 265, 38, 26, 'd', 3)) +
        row(3, (i) => `<circle cx="${620 + i * 30}" cy="335" r="6" class="d"/>`)
      );
    }
    case 'array': {
      const lff = units <= 12;
      return (
        r(90, 190, 620, 220, 'f', 8) +
        (lff
          ? boxes(12, (i) => [115 + (i % 4) * 145, 205 + Math.floor(i / 4) * 64, 130, 54])
          : boxes(Math.min(units, 25), (i) => [110 + i * 23.5, 210, 18, 180]))
      );
    }
  }
}

/** The SVG of a product image; view 2 is a tilted close-up of the same part. */
export function productSvg(art: Art, view: 1 | 2 = 1): string {
  const c = brandColour(art.brand);
  const title = xmlEscape(`${art.brand} ${art.model}`);
  const body = draw(art.kind, art.units);
  const shape =
    view === 2
      ? `<g transform="translate(400 300) rotate(-8) scale(1.12) translate(-400 -300)">${body}</g>`
      : body;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-labelledby="t">` +
    `<title id="t">${title}</title><style>.l{fill:none;stroke:${c};stroke-width:4;stroke-linejoin:round;stroke-linecap:round}` +
    `.f{fill:${c};fill-opacity:.1;stroke:${c};stroke-width:4;stroke-linejoin:round}.d{fill:${c};fill-opacity:.75}.bg{fill:#fff}` +
    `text{font-family:Inter,Arial,Helvetica,sans-serif}</style>` +
    `<rect width="800" height="600" fill="#fff"/><rect x="12" y="12" width="776" height="576" rx="24" fill="none" stroke="#e5e7eb" stroke-width="2"/>` +
    shape +
    `<text x="48" y="530" font-size="40" font-weight="700" fill="${c}">${xmlEscape(art.brand)}</text>` +
    `<text x="48" y="568" font-size="26" fill="#1f2937">${xmlEscape(art.model)}</text>` +
    `<text x="752" y="64" font-size="22" fill="#6b7280" text-anchor="end">${xmlEscape(art.detail)}</text></svg>`
  );
}
