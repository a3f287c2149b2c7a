'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@/lib/query';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { addressSchema } from '../schemas';
import { addAddress, deleteAddress, type Address } from '../api/portal';
import type { CountryOption } from '../countries';
import {
  applyServerErrors,
  FormMessage,
  SelectField,
  TextField,
  useZodResolver,
} from '@/components/forms/form-kit';

type Input = z.input<typeof addressSchema>;
const EMPTY: Input = { name: '', address: '', house: '', postcode: '', city: '', country: 'NL' };

/** Delivery addresses: list, add, delete (the server only ever touches the customer's own). */
export function AddressesManager({ initial, countries }: { initial: Address[]; countries: CountryOption[] }) {
  const t = useTranslations('accounts');
  const [list, setList] = useState(initial);
  const [status, setStatus] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const names = new Map(countries.map((c) => [c.code, c.name]));
  const { register, handleSubmit, formState, setError, reset } = useForm<
    Input,
    unknown,
    z.output<typeof addressSchema>
  >({
    resolver: useZodResolver(addressSchema),
    defaultValues: EMPTY,
  });
  const add = useMutation({
    mutationFn: addAddress,
    onSuccess: (row) => {
      setList((l) => [...l, row]);
      setStatus({ kind: 'success', text: t('addresses.added') });
      reset(EMPTY);
    },
    onError: (e) => {
      const text = applyServerErrors(e, setError, Object.keys(EMPTY));
      setStatus(text ? { kind: 'error', text } : null);
    },
  });
  const remove = useMutation({
    mutationFn: deleteAddress,
    onSuccess: (_v, id) => {
      setList((l) => l.filter((a) => a.id !== id));
      setStatus({ kind: 'success', text: t('addresses.deleted') });
    },
  });
  const e = formState.errors;
  const f = (name: keyof Input) => ({ registration: register(name), error: e[name]?.message });
  return (
    <div className="space-y-6">
      <div aria-live="polite">
        {status ? <FormMessage kind={status.kind}>{status.text}</FormMessage> : null}
      </div>
      {list.length ? (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="address-list">
          {list.map((a) => (
            <li key={a.id} className="card flex items-start justify-between gap-3 p-4 text-sm">
              <address className="not-italic">
                <strong>{a.name}</strong>
                <br />
                {a.address} {a.house}
                <br />
                {a.postcode} {a.city}
                <br />
                {names.get(a.country) ?? a.country}
              </address>
              <button
                type="button"
                className="btn-ghost px-2 text-sale"
                aria-label={t('addresses.deleteLabel', { name: a.name })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(a.id)}
              >
                {t('addresses.delete')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{t('addresses.none')}</p>
      )}
      <form
        noValidate
        className="card grid gap-4 p-4 sm:grid-cols-6"
        data-testid="address-form"
        onSubmit={handleSubmit((v) => add.mutate(v))}
      >
        <h3 className="text-base font-semibold sm:col-span-6">{t('addresses.add')}</h3>
        <TextField className="sm:col-span-6" label={t('addresses.name')} {...f('name')} />
        <TextField className="sm:col-span-4" label={t('fields.address')} {...f('address')} />
        <TextField className="sm:col-span-2" label={t('fields.house')} {...f('house')} />
        <TextField className="sm:col-span-2" label={t('fields.postcode')} {...f('postcode')} />
        <TextField className="sm:col-span-4" label={t('fields.city')} {...f('city')} />
        <SelectField className="sm:col-span-6" label={t('fields.country')} {...f('country')}>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-6">
          <button type="submit" className="btn-primary" disabled={add.isPending}>
            {t('addresses.add')}
          </button>
        </div>
      </form>
    </div>
  );
}
