/** Main banners (bilingual text; the images carry no text) and their SVG artwork. */
import type { banners } from '../schema/content';

type NewBanner = typeof banners.$inferInsert;

export const BANNERS: readonly NewBanner[] = [
  {
    placement: 'main',
    titleNl: 'Refurbished servers met 3 jaar garantie',
    titleEn: 'Refurbished servers with a 3-year warranty',
    textNl:
      'Dell PowerEdge en HPE ProLiant, getest en klaar voor gebruik. Op voorraad en voor 15:00 besteld? Dan versturen we nog dezelfde werkdag.',
    textEn:
      'Dell PowerEdge and HPE ProLiant, tested and ready to run. In stock and ordered before 15:00? We ship the same working day.',
    image: '/media/banners/1.svg',
    link: '/servers',
    sort: 10,
  },
  {
    placement: 'main',
    titleNl: 'Geheugen en opslag uit voorraad',
    titleEn: 'Memory and storage from stock',
    textNl:
      "DDR4- en DDR5-geheugen, SSD's en harde schijven: voor 15:00 besteld is dezelfde werkdag verzonden.",
    textEn:
      'DDR4 and DDR5 memory, SSDs and hard drives: order before 15:00 and it ships the same working day.',
    image: '/media/banners/2.svg',
    link: '/opslag',
    sort: 20,
  },
  {
    placement: 'main',
    titleNl: 'Stel uw eigen server samen',
    titleEn: 'Build your own server',
    textNl:
      'Kies processors, geheugen, schijven en garantie in onze configurator. Onderdelen op voorraad die u voor 15:00 bestelt, gaan dezelfde dag de deur uit.',
    textEn:
      'Choose processors, memory, drives and warranty in our configurator. In-stock parts ordered before 15:00 leave our warehouse the same day.',
    image: '/media/banners/3.svg',
    link: '/server-dell',
    sort: 30,
  },
];

const PALETTES: [from: string, to: string, accent: string][] = [
  ['#0b3b5c', '#007db8', '#7dd3fc'],
  ['#064e3b', '#0f766e', '#99f6e4'],
  ['#1e1b4b', '#3730a3', '#c7d2fe'],
];

/** A 1600x500 banner illustration: a server rack on a gradient (no text, so it suits both languages). */
export function bannerSvg(n: number): string {
  const [from, to, accent] = PALETTES[(n - 1) % PALETTES.length];
  const units = Array.from({ length: 6 }, (_, i) => {
    const y = 90 + i * 56;
    const bays = Array.from(
      { length: 8 },
      (_, b) => `<rect x="${1080 + b * 38}" y="${y + 10}" width="30" height="26" rx="3" class="b"/>`,
    ).join('');
    return `<rect x="1050" y="${y}" width="380" height="46" rx="6" class="u"/>${bays}<circle cx="1410" cy="${y + 23}" r="5" fill="${accent}"/>`;
  }).join('');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 500" width="1600" height="500" role="img" aria-labelledby="t">' +
    `<title id="t">ServerStore banner ${n}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<style>.u{fill:#fff;fill-opacity:.08;stroke:${accent};stroke-width:3}.b{fill:none;stroke:${accent};stroke-opacity:.7;stroke-width:2}</style>` +
    '<rect width="1600" height="500" fill="url(#g)"/>' +
    `<rect x="1020" y="60" width="440" height="380" rx="14" class="u"/>${units}` +
    `<path d="M0 420 C400 360 800 470 1600 400" fill="none" stroke="${accent}" stroke-opacity=".25" stroke-width="3"/></svg>`
  );
}
