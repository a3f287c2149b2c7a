/** Information pages: FAQ (question/answer items), privacy policy and terms. */
import { page, type NewPage } from './content-pages';

type Qa = { question: string; answer: string };

const FAQ_NL: Qa[] = [
  {
    question: 'Wat is het verschil tussen nieuw, refurbished en recertified?',
    answer:
      'Nieuw is ongebruikt in de originele verpakking. Refurbished is gebruikt, door ons getest, gereinigd en bijgewerkt. Recertified is volgens de specificaties van de fabrikant opnieuw gecertificeerd, meestal met een nieuwe garantietermijn.',
  },
  {
    question: 'Wanneer wordt mijn bestelling verzonden?',
    answer:
      'Onderdelen en schijven die op voorraad zijn en voor 15:00 op een werkdag worden besteld, versturen we dezelfde dag. Samengestelde servers worden binnen 1 tot 3 werkdagen getest en verzonden.',
  },
  {
    question: 'Hoeveel garantie krijg ik?',
    answer:
      'Refurbished servers en workstations hebben 36 maanden garantie, onderdelen 12 maanden en nieuwe producten de garantie van de fabrikant. U kunt de garantie uitbreiden tot 5 jaar.',
  },
  {
    question: 'Kan ik zonder btw bestellen?',
    answer:
      'Zakelijke klanten buiten Nederland binnen de EU met een geldig btw-nummer kopen tegen 0% btw. Wij controleren het nummer automatisch bij het afrekenen.',
  },
  {
    question: 'Kan ik een offerte downloaden?',
    answer:
      'Ja, vanuit de winkelwagen downloadt u direct een offerte als pdf met alle prijzen exclusief en inclusief btw.',
  },
  {
    question: 'Kan ik op rekening betalen?',
    answer:
      'Zakelijke klanten met een klantaccount kunnen na goedkeuring op rekening kopen. Verder kunt u betalen met iDEAL, creditcard, Bancontact, PayPal en andere methoden.',
  },
];
const FAQ_EN: Qa[] = [
  {
    question: 'What is the difference between new, refurbished and recertified?',
    answer:
      "New is unused in the original packaging. Refurbished is used, then tested, cleaned and updated by us. Recertified has been certified again to the manufacturer's specifications, usually with a fresh warranty term.",
  },
  {
    question: 'When will my order ship?',
    answer:
      'Parts and drives that are in stock and ordered before 15:00 on a working day ship the same day. Configured servers are tested and shipped within 1 to 3 working days.',
  },
  {
    question: 'How much warranty do I get?',
    answer:
      "Refurbished servers and workstations come with 36 months of warranty, parts with 12 months and new products with the manufacturer's warranty. You can extend the warranty to 5 years.",
  },
  {
    question: 'Can I order without VAT?',
    answer:
      'Business customers outside the Netherlands but inside the EU with a valid VAT number buy at 0% VAT. We check the number automatically at checkout.',
  },
  {
    question: 'Can I download a quote?',
    answer:
      'Yes, from the cart you can download a quote as a PDF straight away, with all prices excluding and including VAT.',
  },
  {
    question: 'Can I pay on account?',
    answer:
      'Business customers with a customer account can buy on account after approval. You can also pay with iDEAL, credit card, Bancontact, PayPal and other methods.',
  },
];

const faq = page(
  'faq',
  ['Veelgestelde vragen', 'Frequently asked questions'],
  [
    'Antwoorden op vragen over levering, garantie, btw en betalen.',
    'Answers to questions about delivery, warranty, VAT and payment.',
  ],
  [{ type: 'faq', title: 'Veelgestelde vragen', body: '', items: FAQ_NL }],
  [{ type: 'faq', title: 'Frequently asked questions', body: '', items: FAQ_EN }],
);

const privacy = page(
  'privacy',
  ['Privacybeleid', 'Privacy policy'],
  ['Hoe ServerStore met uw persoonsgegevens omgaat.', 'How ServerStore handles your personal data.'],
  [
    {
      type: 'text',
      title: 'Welke gegevens we verwerken',
      body: 'We verwerken de gegevens die u invult bij een bestelling, registratie of contactformulier: naam, bedrijfsnaam, adres, e-mailadres, telefoonnummer en eventueel uw kvk- en btw-nummer. We gebruiken ze alleen om uw bestelling af te handelen en u te informeren.',
    },
    {
      type: 'text',
      title: 'Cookies',
      body: 'Noodzakelijke cookies houden uw winkelwagen en taalkeuze bij. Andere cookies plaatsen we alleen met uw toestemming.',
    },
    {
      type: 'text',
      title: 'Uw rechten',
      body: 'U kunt uw gegevens inzien, laten corrigeren of laten verwijderen. Stuur daarvoor een e-mail naar privacy@serverstore.nl.',
    },
  ],
  [
    {
      type: 'text',
      title: 'What data we process',
      body: 'We process the data you enter when ordering, registering or using a contact form: name, company name, address, e-mail address, phone number and, where given, your chamber-of-commerce and VAT numbers. We only use it to handle your order and keep you informed.',
    },
    {
      type: 'text',
      title: 'Cookies',
      body: 'Necessary cookies remember your cart and language. Other cookies are only set with your consent.',
    },
    {
      type: 'text',
      title: 'Your rights',
      body: 'You can view, correct or delete your data. Send an e-mail to privacy@serverstore.nl.',
    },
  ],
);

const terms = page(
  'terms',
  ['Algemene voorwaarden', 'Terms and conditions'],
  [
    'De voorwaarden die gelden voor bestellingen bij ServerStore.',
    'The terms that apply to orders placed with ServerStore.',
  ],
  [
    {
      type: 'text',
      title: 'Prijzen en betaling',
      body: 'Alle prijzen zijn in euro en worden exclusief en inclusief 21% btw getoond. Een bestelling is definitief zodra de betaling is ontvangen of een betaling op rekening is goedgekeurd.',
    },
    {
      type: 'text',
      title: 'Levering',
      body: 'Voorraadproducten die op een werkdag voor 15:00 zijn besteld, versturen we dezelfde dag. Levertijden van producten die niet op voorraad zijn, zijn indicatief.',
    },
    {
      type: 'text',
      title: 'Retourneren en garantie',
      body: 'Consumenten hebben 14 dagen bedenktijd. Op alle hardware geldt de garantietermijn die bij het product staat vermeld; de garantie dekt geen schade door onjuist gebruik.',
    },
  ],
  [
    {
      type: 'text',
      title: 'Prices and payment',
      body: 'All prices are in euro and are shown excluding and including 21% VAT. An order is final once payment has been received or payment on account has been approved.',
    },
    {
      type: 'text',
      title: 'Delivery',
      body: 'In-stock products ordered before 15:00 on a working day ship the same day. Delivery times for products that are not in stock are indicative.',
    },
    {
      type: 'text',
      title: 'Returns and warranty',
      body: 'Consumers have a 14-day cooling-off period. All hardware carries the warranty term stated with the product; the warranty does not cover damage from improper use.',
    },
  ],
);

export const INFO_PAGES: readonly NewPage[] = [faq, privacy, terms];
