import 'server-only';
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { Locale } from '@/lib/i18n/routing';
import { translator } from '@/lib/i18n/translate';
import { formatEuro, vatOf } from '@/lib/money';
import type { PricedConfiguration } from './service';

const s = StyleSheet.create({
  page: { padding: 40, fontSize: 10, fontFamily: 'Helvetica', color: '#1f2937' },
  shop: { fontSize: 9, color: '#6b7280', marginBottom: 16 },
  title: { fontSize: 16, fontFamily: 'Helvetica-Bold', marginBottom: 4 },
  sub: { fontSize: 9, color: '#6b7280', marginBottom: 16 },
  head: {
    flexDirection: 'row',
    borderBottom: '1pt solid #9ca3af',
    paddingBottom: 4,
    fontFamily: 'Helvetica-Bold',
  },
  row: { flexDirection: 'row', borderBottom: '0.5pt solid #e5e7eb', paddingVertical: 4 },
  group: { width: '22%' },
  name: { width: '46%', paddingRight: 6 },
  qty: { width: '8%', textAlign: 'right' },
  price: { width: '12%', textAlign: 'right' },
  totals: { marginTop: 12, alignSelf: 'flex-end', width: '50%' },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
  bold: { fontFamily: 'Helvetica-Bold' },
  note: { marginTop: 24, fontSize: 8, color: '#6b7280' },
});

function Sheet({ priced, locale }: { priced: PricedConfiguration; locale: Locale }) {
  const t = translator(locale);
  const euro = (c: number) => formatEuro(c, locale);
  const added = new Map(priced.added.map((i) => [i.partId, i.quantity]));
  return (
    <Document title={`${t('configurator.sheet.title')} – ${priced.name}`} author="ServerStore">
      <Page size="A4" style={s.page}>
        <Text style={s.shop}>ServerStore</Text>
        <Text style={s.title}>{t('configurator.sheet.title')}</Text>
        <Text style={s.sub}>
          {priced.name} ·{' '}
          {t('configurator.sheet.date', {
            date: new Date().toLocaleDateString(locale === 'en' ? 'en-GB' : 'nl-NL'),
          })}
        </Text>
        <View style={s.head}>
          <Text style={s.group}>{t('configurator.sheet.group')}</Text>
          <Text style={s.name}>{t('configurator.sheet.part')}</Text>
          <Text style={s.qty}>{t('configurator.sheet.quantity')}</Text>
          <Text style={s.price}>{t('configurator.sheet.unit')}</Text>
          <Text style={s.price}>{t('configurator.sheet.added')}</Text>
        </View>
        {priced.items.map((i) => (
          <View style={s.row} key={i.partId} wrap={false}>
            <Text style={s.group}>{i.label}</Text>
            <Text style={s.name}>
              {i.name}
              {i.article ? ` (${i.article})` : ''}
            </Text>
            <Text style={s.qty}>{i.quantity}</Text>
            <Text style={s.price}>{euro(i.price)}</Text>
            <Text style={s.price}>
              {added.has(i.partId) ? euro(i.price * added.get(i.partId)!) : t('configurator.included')}
            </Text>
          </View>
        ))}
        {priced.trays.map((tr) => (
          <View style={s.row} key={tr.form} wrap={false}>
            <Text style={s.group}>{t('configurator.tray')}</Text>
            <Text style={s.name}>{tr.name}</Text>
            <Text style={s.qty}>{tr.quantity}</Text>
            <Text style={s.price}>{euro(tr.price)}</Text>
            <Text style={s.price}>{euro(tr.price * tr.quantity)}</Text>
          </View>
        ))}
        <View style={s.totals}>
          <View style={s.totalRow}>
            <Text>{t('configurator.totalExcl')}</Text>
            <Text>{euro(priced.price)}</Text>
          </View>
          <View style={s.totalRow}>
            <Text>{t('configurator.vat', { rate: priced.vatRate })}</Text>
            <Text>{euro(vatOf(priced.price, priced.vatRate))}</Text>
          </View>
          <View style={s.totalRow}>
            <Text style={s.bold}>{t('configurator.totalIncl')}</Text>
            <Text style={s.bold}>{euro(priced.priceInclVat)}</Text>
          </View>
        </View>
        <Text style={s.note}>{t('configurator.sheet.note')}</Text>
      </Page>
    </Document>
  );
}

export async function renderConfigurationSheet(priced: PricedConfiguration, locale: Locale): Promise<Buffer> {
  return renderToBuffer(<Sheet priced={priced} locale={locale} />);
}
