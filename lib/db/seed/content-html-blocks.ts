/** Small HTML snippets shown by hook ('footer_about', 'product_delivery'). */
import type { htmlBlocks } from '../schema/content';

export const HTML_BLOCKS: readonly (typeof htmlBlocks.$inferInsert)[] = [
  {
    hook: 'footer_about',
    htmlNl:
      '<p><strong>ServerStore</strong> levert sinds 2012 nieuwe en refurbished servers, workstations en onderdelen aan bedrijven, overheden en thuislabs in heel Europa.</p>' +
      '<p>Alle hardware wordt in ons eigen testcentrum in Amsterdam gecontroleerd en geleverd met garantie.</p>',
    htmlEn:
      '<p><strong>ServerStore</strong> has supplied new and refurbished servers, workstations and parts to businesses, public bodies and home labs across Europe since 2012.</p>' +
      '<p>All hardware is checked in our own test centre in Amsterdam and comes with a warranty.</p>',
  },
  {
    hook: 'product_delivery',
    htmlNl:
      '<ul><li>Op voorraad en voor <strong>15:00</strong> besteld: dezelfde werkdag verzonden.</li>' +
      '<li>Gratis verzending in Nederland vanaf € 250 excl. btw; servers worden verzekerd per pallet of koerier bezorgd.</li>' +
      '<li>Ophalen in Amsterdam is mogelijk na bevestiging per e-mail.</li>' +
      '<li>Zakelijke klanten in de EU met een geldig btw-nummer kopen tegen 0% btw.</li></ul>',
    htmlEn:
      '<ul><li>In stock and ordered before <strong>15:00</strong>: shipped the same working day.</li>' +
      '<li>Free shipping in the Netherlands from € 250 excl. VAT; servers are delivered insured by pallet or courier.</li>' +
      '<li>Collection in Amsterdam is possible after confirmation by e-mail.</li>' +
      '<li>Business customers in the EU with a valid VAT number buy at 0% VAT.</li></ul>',
  },
];
