/** Content pages: home SEO text, about, the server brand pages. Sections: { type, title, body, … }. */
import type { pages } from '../schema/content';

export type NewPage = typeof pages.$inferInsert;

interface Section {
  type: string;
  title: string;
  body: string;
  [key: string]: unknown;
}

export function page(
  slug: string,
  title: [string, string],
  description: [string, string],
  nl: Section[],
  en: Section[],
): NewPage {
  return {
    slug,
    titleNl: title[0],
    titleEn: title[1],
    descriptionNl: description[0],
    descriptionEn: description[1],
    bodyNl: nl,
    bodyEn: en,
  };
}

const home = page(
  'home',
  [
    'Nieuwe en refurbished servers, workstations en onderdelen',
    'New and refurbished servers, workstations and parts',
  ],
  [
    'ServerStore levert refurbished Dell PowerEdge- en HPE ProLiant-servers, workstations, laptops en onderdelen met garantie. Voor 15:00 besteld, dezelfde werkdag verzonden.',
    'ServerStore supplies refurbished Dell PowerEdge and HPE ProLiant servers, workstations, laptops and parts with warranty. Ordered before 15:00, shipped the same working day.',
  ],
  [
    {
      type: 'text',
      title: 'Refurbished servers: enterprise-kwaliteit voor een fractie van de prijs',
      body: 'Een refurbished server is een zakelijke server die na een eerdere gebruiksperiode volledig is nagekeken. Onze technici testen elk systeem op processor, geheugen, opslag en voedingen, werken BIOS en firmware bij en vervangen onderdelen die niet aan onze eisen voldoen.\n\nZo krijgt u de betrouwbaarheid van een Dell PowerEdge of HPE ProLiant voor vaak minder dan de helft van de nieuwprijs, met tot 3 jaar garantie.',
    },
    {
      type: 'text',
      title: 'Stel uw server zelf samen',
      body: 'Bij onze configureerbare servers kiest u zelf het aantal processors, de hoeveelheid geheugen, de RAID-controller, schijven en voedingen. De configurator controleert of alle onderdelen bij elkaar passen en toont direct de prijs exclusief en inclusief btw.',
    },
    {
      type: 'text',
      title: 'Onderdelen uit eigen voorraad',
      body: "Geheugen, SSD's, harde schijven, processors, RAID-controllers en drive trays liggen in ons magazijn in Amsterdam. Bestelt u een onderdeel dat op voorraad is voor 15:00, dan versturen we het dezelfde werkdag.",
    },
    {
      type: 'text',
      title: 'Duurzaam en zakelijk',
      body: 'Hergebruik van hardware bespaart grondstoffen en energie voor de productie van nieuwe apparatuur. Zakelijke klanten kunnen op rekening kopen, en bedrijven elders in de EU met een geldig btw-nummer betalen 0% btw.',
    },
  ],
  [
    {
      type: 'text',
      title: 'Refurbished servers: enterprise quality for a fraction of the price',
      body: "A refurbished server is a business server that has been fully inspected after an earlier period of use. Our engineers test every system's processors, memory, storage and power supplies, update BIOS and firmware and replace any part that does not meet our standards.\n\nThat gives you the reliability of a Dell PowerEdge or HPE ProLiant for often less than half the price of a new one, with up to 3 years of warranty.",
    },
    {
      type: 'text',
      title: 'Build your own server',
      body: 'With our configurable servers you choose the number of processors, the amount of memory, the RAID controller, drives and power supplies. The configurator checks that all parts fit together and shows the price excluding and including VAT straight away.',
    },
    {
      type: 'text',
      title: 'Parts from our own stock',
      body: 'Memory, SSDs, hard drives, processors, RAID controllers and drive trays are stocked in our Amsterdam warehouse. Order an in-stock part before 15:00 and we ship it the same working day.',
    },
    {
      type: 'text',
      title: 'Sustainable and business-ready',
      body: 'Reusing hardware saves the raw materials and energy needed to build new equipment. Business customers can buy on account, and companies elsewhere in the EU with a valid VAT number pay 0% VAT.',
    },
  ],
);

const about = page(
  'about',
  ['Over ServerStore', 'About ServerStore'],
  [
    'Het verhaal van ServerStore: sinds 2012 specialist in nieuwe en refurbished IT-hardware.',
    'The story of ServerStore: specialists in new and refurbished IT hardware since 2012.',
  ],
  [
    {
      type: 'text',
      title: 'Ons verhaal',
      body: 'ServerStore begon in 2012 als klein bedrijf dat afgeschreven servers van Amsterdamse datacenters een tweede leven gaf. Inmiddels leveren we jaarlijks duizenden servers, workstations en onderdelen aan klanten in heel Europa.',
    },
    {
      type: 'text',
      title: 'Ons testcentrum',
      body: 'Elk systeem doorloopt in ons testcentrum een vast protocol: visuele inspectie, een stresstest van minimaal 24 uur, controle van alle schijfsleuven en het bijwerken van firmware. Pas als alles in orde is, krijgt het product ons kwaliteitslabel.',
    },
    {
      type: 'text',
      title: 'Advies van specialisten',
      body: 'Onze medewerkers werken dagelijks met Dell PowerEdge, HPE ProLiant en de bijbehorende onderdelen. Twijfelt u over de juiste configuratie of licenties, bel of chat dan gerust; we denken graag met u mee.',
    },
    {
      type: 'text',
      title: 'Garantie en service',
      body: 'U krijgt standaard garantie op alle hardware en kunt die uitbreiden tot 5 jaar met volgende-werkdag- of 4-uursservice. Defecte onderdelen vervangen we snel uit eigen voorraad.',
    },
    {
      type: 'reviews',
      id: 'reviews',
      title: 'Wat klanten zeggen',
      body: 'Klanten beoordelen ons gemiddeld met een 9,8. Lees de ervaringen van andere klanten of laat zelf een review achter.',
    },
  ],
  [
    {
      type: 'text',
      title: 'Our story',
      body: 'ServerStore started in 2012 as a small company giving decommissioned servers from Amsterdam data centres a second life. Today we supply thousands of servers, workstations and parts every year to customers across Europe.',
    },
    {
      type: 'text',
      title: 'Our test centre',
      body: 'Every system goes through a fixed protocol in our test centre: visual inspection, a stress test of at least 24 hours, a check of every drive bay and a firmware update. Only when everything passes does the product get our quality label.',
    },
    {
      type: 'text',
      title: 'Advice from specialists',
      body: 'Our staff work with Dell PowerEdge, HPE ProLiant and their parts every day. If you are unsure about the right configuration or licensing, call or chat with us; we are happy to help.',
    },
    {
      type: 'text',
      title: 'Warranty and service',
      body: 'All hardware comes with a standard warranty that you can extend to 5 years with next-business-day or 4-hour service. We replace faulty parts quickly from our own stock.',
    },
    {
      type: 'reviews',
      id: 'reviews',
      title: 'What customers say',
      body: 'Customers rate us 9.8 on average. Read what other customers experienced or leave a review yourself.',
    },
  ],
);

const serverBrand = page(
  'server-brand',
  ['Servers per merk', 'Servers by brand'],
  [
    'Refurbished Dell PowerEdge- en HPE ProLiant-servers per generatie.',
    'Refurbished Dell PowerEdge and HPE ProLiant servers by generation.',
  ],
  [
    {
      type: 'brand',
      brand: 'dell',
      link: '/server-dell',
      generations: ['G10', 'G11', 'G12', 'G13', 'G14'],
      title: 'Dell PowerEdge-servers',
      body: 'Dell PowerEdge is een van de meest gebruikte serverlijnen ter wereld. Wij leveren de 1U-modellen R620, R630 en R640, de 2U-modellen R720, R730 en R740 (ook als xd-variant met extra schijfsleuven) en de towerservers van de T-serie.\n\nDe generatie leest u af aan het tweede cijfer van het modelnummer: de R620 hoort bij de 12e, de R630 bij de 13e en de R640 bij de 14e generatie. Alle systemen hebben iDRAC voor beheer op afstand.',
    },
    {
      type: 'brand',
      brand: 'hpe',
      link: '/server-hp',
      generations: ['G6', 'G7', 'G8', 'G9', 'G10'],
      title: 'HPE ProLiant-servers',
      body: 'HPE ProLiant-servers staan bekend om hun robuuste bouw en het iLO-beheer op afstand. We leveren de DL360 (1U), DL380 (2U) en de ML350-tower van G6 tot en met Gen10.\n\nVanaf Gen8 gebruiken HPE-servers SmartCarrier drive trays; onderdelen van dezelfde generatie zijn onderling uitwisselbaar.',
    },
  ],
  [
    {
      type: 'brand',
      brand: 'dell',
      link: '/server-dell',
      generations: ['G10', 'G11', 'G12', 'G13', 'G14'],
      title: 'Dell PowerEdge servers',
      body: 'Dell PowerEdge is one of the most widely used server lines in the world. We supply the 1U models R620, R630 and R640, the 2U models R720, R730 and R740 (also as xd variants with extra drive bays) and the T-series tower servers.\n\nThe second digit of the model number tells the generation: the R620 belongs to the 12th, the R630 to the 13th and the R640 to the 14th generation. Every system has iDRAC for remote management.',
    },
    {
      type: 'brand',
      brand: 'hpe',
      link: '/server-hp',
      generations: ['G6', 'G7', 'G8', 'G9', 'G10'],
      title: 'HPE ProLiant servers',
      body: 'HPE ProLiant servers are known for their sturdy build and iLO remote management. We supply the DL360 (1U), DL380 (2U) and the ML350 tower from G6 up to Gen10.\n\nFrom Gen8 onwards HPE servers use SmartCarrier drive trays; parts of the same generation are interchangeable.',
    },
  ],
);

export const MAIN_PAGES: readonly NewPage[] = [home, about, serverBrand];
