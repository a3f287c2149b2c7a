/** Shop settings (key → jsonb value) read by the app through getSetting(key). */

export const SHOP_DOMAIN = 'serverstore.nl';

export const SETTINGS: Record<string, unknown> = {
  contact: {
    name: 'ServerStore',
    phone: '+31 (0)20 123 45 67',
    phoneHref: '+31201234567',
    email: `info@${SHOP_DOMAIN}`,
    address: 'Hardwareweg 12, 1101 AB Amsterdam, Nederland',
    kvk: '81234567',
    btw: 'NL862345678B01',
    iban: 'NL91ABNA0417164300',
  },
  ratings: {
    shopRating: 9.8,
    searchRating: 4.6,
    searchReviewsUrl: 'https://www.google.com/search?q=ServerStore+Amsterdam+reviews',
    reviewCount: 1284,
  },
  shipping: { cutoff: '15:00', timezone: 'Europe/Amsterdam' },
  vat: { rate: 21 },
  work_time: {
    timezone: 'Europe/Amsterdam',
    /** ISO weekday 1 = Monday … 7 = Sunday; closed days have open/close null. */
    days: [
      { day: 1, key: 'monday', open: '08:30', close: '17:30' },
      { day: 2, key: 'tuesday', open: '08:30', close: '17:30' },
      { day: 3, key: 'wednesday', open: '08:30', close: '17:30' },
      { day: 4, key: 'thursday', open: '08:30', close: '17:30' },
      { day: 5, key: 'friday', open: '08:30', close: '17:00' },
      { day: 6, key: 'saturday', open: null, close: null },
      { day: 7, key: 'sunday', open: null, close: null },
    ],
  },
};

export function settingRows(): { key: string; value: unknown }[] {
  return Object.entries(SETTINGS).map(([key, value]) => ({ key, value }));
}
