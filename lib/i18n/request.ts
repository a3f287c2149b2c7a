import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  let messages;
  try {
    messages = (await import(`../../messages/${locale}.json`)).default;
  } catch (err) {
    // Spec §8: a locale file that fails to load is only logged.
    console.error('locale messages failed to load', locale, err);
    messages = {};
  }
  return { locale, messages, timeZone: 'Europe/Amsterdam' };
});
