'use client';

import { useTranslations } from 'next-intl';
import type { CountryOption } from '../countries';
import { SelectField, TextField } from '@/components/forms/form-kit';

type CompanyField = 'companyName' | 'address' | 'house' | 'postcode' | 'city' | 'mailbox' | 'country';

/**
 * The company fieldset of registration step one and the portal's profile form (spec §2): name, address,
 * house number, postcode, city, mailbox and country. `field` gives a field's registration and error.
 */
export function CompanyFields({
  field,
  countries,
  className = '',
}: {
  field: (name: CompanyField) => { registration: object; error?: string };
  countries: CountryOption[];
  className?: string;
}) {
  const t = useTranslations('accounts');
  return (
    <fieldset className={`grid gap-4 sm:grid-cols-6 ${className}`.trim()}>
      <legend className="mb-3 text-lg font-semibold">{t('register.company')}</legend>
      <TextField
        className="sm:col-span-6"
        label={t('fields.companyName')}
        autoComplete="organization"
        {...field('companyName')}
      />
      <TextField
        className="sm:col-span-4"
        label={t('fields.address')}
        autoComplete="address-line1"
        {...field('address')}
      />
      <TextField className="sm:col-span-2" label={t('fields.house')} {...field('house')} />
      <TextField
        className="sm:col-span-2"
        label={t('fields.postcode')}
        autoComplete="postal-code"
        {...field('postcode')}
      />
      <TextField
        className="sm:col-span-4"
        label={t('fields.city')}
        autoComplete="address-level2"
        {...field('city')}
      />
      <TextField className="sm:col-span-3" label={t('fields.mailbox')} optional {...field('mailbox')} />
      <SelectField className="sm:col-span-3" label={t('fields.country')} {...field('country')}>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
