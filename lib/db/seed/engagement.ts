/** FAQ (grouped by type) and the shop's approved reviews for the demo shop. */
import { faqItems, faqTypes, reviews } from '../schema';
import type { Db } from '../client';

type Qa = [questionNl: string, answerNl: string, questionEn: string, answerEn: string];

interface FaqGroup {
  key: string;
  nl: string;
  en: string;
  items: Qa[];
}

export const FAQ: FaqGroup[] = [
  {
    key: 'products',
    nl: 'Producten',
    en: 'Products',
    items: [
      [
        'Wat is het verschil tussen nieuw, refurbished en recertified?',
        'Nieuw is ongebruikt in de originele verpakking. Refurbished is gebruikt, door ons getest, gereinigd en bijgewerkt. Recertified is volgens de specificaties van de fabrikant opnieuw gecertificeerd, meestal met een nieuwe garantietermijn.',
        'What is the difference between new, refurbished and recertified?',
        "New is unused in the original packaging. Refurbished is used, then tested, cleaned and updated by us. Recertified has been certified again to the manufacturer's specifications, usually with a fresh warranty term.",
      ],
      [
        'Hoe testen jullie refurbished servers?',
        'Elke server doorloopt een stresstest van minimaal 24 uur op processors, geheugen, opslag en voedingen. We werken BIOS, iDRAC of iLO en alle firmware bij en wissen schijven volgens NIST 800-88.',
        'How do you test refurbished servers?',
        'Every server goes through a stress test of at least 24 hours on processors, memory, storage and power supplies. We update the BIOS, iDRAC or iLO and all firmware, and wipe drives to NIST 800-88.',
      ],
      [
        'Kan ik een product bestellen dat niet op voorraad is?',
        'Ja. Bij producten op aanvraag vult u het pre-orderformulier in met het gewenste aantal; wij laten binnen één werkdag weten wanneer we kunnen leveren.',
        'Can I order a product that is out of stock?',
        'Yes. For products on request, fill in the pre-order form with the quantity you need; we tell you within one working day when we can deliver.',
      ],
    ],
  },
  {
    key: 'shipping',
    nl: 'Verzending en levering',
    en: 'Shipping and delivery',
    items: [
      [
        'Wanneer wordt mijn bestelling verzonden?',
        'Onderdelen en schijven die op voorraad zijn en voor 15:00 op een werkdag worden besteld, versturen we dezelfde dag. Samengestelde servers worden binnen 1 tot 3 werkdagen getest en verzonden.',
        'When will my order ship?',
        'Parts and drives that are in stock and ordered before 15:00 on a working day ship the same day. Configured servers are tested and shipped within 1 to 3 working days.',
      ],
      [
        'Leveren jullie ook in het buitenland?',
        'We leveren in de hele EU. Internationaal transport binnen de EU kiest u bij de bezorgopties in de winkelwagen.',
        'Do you deliver abroad?',
        'We deliver throughout the EU. Choose international transport within the EU among the delivery options in the cart.',
      ],
      [
        'Kan ik mijn bestelling afhalen?',
        'Ja, u kunt uw bestelling op werkdagen afhalen in ons magazijn in Amsterdam. Kies bij het afrekenen voor afhalen.',
        'Can I collect my order?',
        'Yes, you can collect your order from our Amsterdam warehouse on working days. Choose pickup at checkout.',
      ],
    ],
  },
  {
    key: 'payment',
    nl: 'Betalen en btw',
    en: 'Payment and VAT',
    items: [
      [
        'Kan ik zonder btw bestellen?',
        'Zakelijke klanten buiten Nederland binnen de EU met een geldig btw-nummer kopen tegen 0% btw. Wij controleren het nummer automatisch bij het afrekenen.',
        'Can I order without VAT?',
        'Business customers outside the Netherlands but inside the EU with a valid VAT number buy at 0% VAT. We check the number automatically at checkout.',
      ],
      [
        'Kan ik op rekening betalen?',
        'Zakelijke klanten met een klantaccount kunnen na goedkeuring op rekening kopen. Verder kunt u betalen met iDEAL, creditcard, Bancontact, PayPal en andere methoden.',
        'Can I pay on account?',
        'Business customers with a customer account can buy on account after approval. You can also pay with iDEAL, credit card, Bancontact, PayPal and other methods.',
      ],
      [
        'Kan ik een offerte downloaden?',
        'Ja, vanuit de winkelwagen downloadt u direct een offerte als pdf met alle prijzen exclusief en inclusief btw.',
        'Can I download a quote?',
        'Yes, from the cart you can download a quote as a PDF straight away, with all prices excluding and including VAT.',
      ],
    ],
  },
  {
    key: 'warranty',
    nl: 'Garantie en retour',
    en: 'Warranty and returns',
    items: [
      [
        'Hoeveel garantie krijg ik?',
        'Refurbished servers en workstations hebben 36 maanden garantie, onderdelen 12 maanden en nieuwe producten de garantie van de fabrikant. U kunt de garantie uitbreiden tot 5 jaar.',
        'How much warranty do I get?',
        "Refurbished servers and workstations come with 36 months of warranty, parts with 12 months and new products with the manufacturer's warranty. You can extend the warranty to 5 years.",
      ],
      [
        'Hoe stuur ik een defect onderdeel retour?',
        'Neem contact op via het contactformulier of bel ons. U ontvangt een retournummer; een vervangend onderdeel sturen we meestal direct uit eigen voorraad.',
        'How do I return a faulty part?',
        'Get in touch through the contact form or call us. You receive a return number; we usually ship a replacement straight from our own stock.',
      ],
    ],
  },
];

type SeedReview = [name: string, rating: number, locale: 'nl' | 'en', text: string, daysAgo: number];

const SHOP_REVIEWS: SeedReview[] = [
  [
    'Martijn de Vries',
    5,
    'nl',
    'Snelle levering van twee R640-servers, netjes getest en met de juiste firmware. Prima contact via de chat.',
    3,
  ],
  [
    'Sanne Bakker',
    5,
    'nl',
    'Voor 15:00 geheugen besteld en de volgende ochtend in huis. Precies zoals beloofd, top service!',
    8,
  ],
  [
    'Jeroen Visser',
    4,
    'nl',
    'Goede prijs voor een DL380 Gen10. De configurator is handig; het duurde een dag langer dan verwacht.',
    15,
  ],
  [
    'Lotte Jansen',
    5,
    'nl',
    'Duidelijk advies over de juiste RAID-controller en schijven. Alles werkte direct.',
    22,
  ],
  [
    'Tom Willems',
    5,
    'nl',
    'Al jaren vaste klant voor onze serverruimte. Betrouwbaar en altijd eerlijk over de staat van de hardware.',
    35,
  ],
  [
    'Anna Schmidt',
    5,
    'en',
    'Ordered from Germany without VAT, the VAT number check worked instantly. Servers arrived well packed.',
    12,
  ],
  [
    'James Carter',
    5,
    'en',
    'Great refurbished workstation, looks like new and came with a three-year warranty.',
    41,
  ],
  ['Femke Smit', 5, 'nl', 'Retour van een defecte SSD werd binnen twee dagen geregeld. Fijne service.', 55],
];

export async function seedEngagement(db: Db, now = new Date()): Promise<void> {
  for (const [i, group] of FAQ.entries()) {
    const [type] = await db
      .insert(faqTypes)
      .values({ key: group.key, nameNl: group.nl, nameEn: group.en, sort: (i + 1) * 10 })
      .returning({ id: faqTypes.id });
    await db.insert(faqItems).values(
      group.items.map(([questionNl, answerNl, questionEn, answerEn], j) => ({
        typeId: type.id,
        questionNl,
        answerNl,
        questionEn,
        answerEn,
        sort: (j + 1) * 10,
      })),
    );
  }
  await db.insert(reviews).values(
    SHOP_REVIEWS.map(([name, rating, locale, text, daysAgo]) => {
      const at = new Date(now.getTime() - daysAgo * 86_400_000);
      return { name, rating, locale, text, status: 'approved' as const, createdAt: at, moderatedAt: at };
    }),
  );
}
