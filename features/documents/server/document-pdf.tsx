import 'server-only';
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { formatEuro } from '@/lib/money';
import { translator } from '@/lib/i18n/translate';
import { showsPrices, type DocumentData } from '../model';

const s = StyleSheet.create({
  page: { padding: 40, fontSize: 9, fontFamily: 'Helvetica', color: '#0f172a' },
  head: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 24 },
  brand: { fontSize: 20, fontFamily: 'Helvetica-Bold', color: '#0b5cad' },
  small: { fontSize: 8, color: '#475569' },
  title: { fontSize: 16, fontFamily: 'Helvetica-Bold', marginBottom: 8 },
  meta: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 16 },
  th: {
    flexDirection: 'row',
    borderBottom: '1pt solid #0f172a',
    paddingBottom: 4,
    fontFamily: 'Helvetica-Bold',
  },
  tr: { flexDirection: 'row', borderBottom: '0.5pt solid #cbd5e1', paddingVertical: 4 },
  cArticle: { width: '16%' },
  cName: { width: '40%' },
  cNameWide: { width: '76%' },
  cQty: { width: '8%', textAlign: 'right' },
  cUnit: { width: '18%', textAlign: 'right' },
  cTotal: { width: '18%', textAlign: 'right' },
  totals: { marginTop: 12, marginLeft: '50%' },
  row: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
  bold: { fontFamily: 'Helvetica-Bold' },
  note: { marginTop: 14, padding: 8, backgroundColor: '#eef6ff' },
  footer: {
    position: 'absolute',
    bottom: 30,
    left: 40,
    right: 40,
    fontSize: 7,
    color: '#475569',
    textAlign: 'center',
  },
});

function QuoteDocument({ d }: { d: DocumentData }) {
  const t = translator(d.locale);
  const eur = (c: number) => formatEuro(c, d.locale);
  const date = (x: Date) =>
    x.toLocaleDateString(d.locale === 'en' ? 'en-GB' : 'nl-NL', { timeZone: 'Europe/Amsterdam' });
  const p = d.prices;
  const reverse = p.vatMode === 'reverse_charge';
  const prices = showsPrices(d.kind);
  return (
    <Document title={`${t(`documents.${d.kind}Title`)} ${d.number}`} author={d.shop.name} language={d.locale}>
      <Page size="A4" style={s.page}>
        <View style={s.head}>
          <View>
            <Text style={s.brand}>{d.shop.name}</Text>
            {d.shop.address ? <Text style={s.small}>{d.shop.address}</Text> : null}
            <Text style={s.small}>
              {d.shop.phone} · {d.shop.email}
            </Text>
          </View>
          <View>
            {d.shop.kvk ? (
              <Text style={s.small}>
                {t('documents.kvk')}: {d.shop.kvk}
              </Text>
            ) : null}
            {d.shop.btw ? (
              <Text style={s.small}>
                {t('documents.btw')}: {d.shop.btw}
              </Text>
            ) : null}
            {d.shop.iban ? <Text style={s.small}>IBAN: {d.shop.iban}</Text> : null}
          </View>
        </View>
        <Text style={s.title}>{t(`documents.${d.kind}Title`)}</Text>
        {d.testMode ? (
          <View style={s.note}>
            <Text style={s.bold}>{t('checkout.testOrder')}</Text>
          </View>
        ) : null}
        <View style={s.meta}>
          <View>
            <Text>
              {t(`documents.${d.kind}Number`)}: {d.number}
            </Text>
            <Text>
              {t('documents.date')}: {date(d.date)}
            </Text>
            {d.validUntil ? (
              <Text>
                {t('documents.validUntil')}: {date(d.validUntil)}
              </Text>
            ) : null}
            {d.supplyDate ? (
              <Text>
                {t('documents.supplyDate')}: {date(d.supplyDate)}
              </Text>
            ) : null}
            {d.orderReference ? (
              <Text>
                {t('documents.orderNumber')}: {d.orderReference}
              </Text>
            ) : null}
            {d.creditFor ? (
              <Text>
                {t('documents.creditFor')}: {d.creditFor}
              </Text>
            ) : null}
          </View>
          {d.customer ? (
            <View>
              <Text style={s.bold}>{t('documents.customer')}</Text>
              {d.customer.company ? <Text>{d.customer.company}</Text> : null}
              {d.customer.name ? <Text>{d.customer.name}</Text> : null}
              {d.customer.address ? <Text>{d.customer.address}</Text> : null}
              {d.customer.email ? <Text>{d.customer.email}</Text> : null}
              {d.customer.phone ? <Text>{d.customer.phone}</Text> : null}
              {d.customer.kvk ? (
                <Text>
                  {t('documents.kvk')}: {d.customer.kvk}
                </Text>
              ) : null}
              {d.customer.btw ? (
                <Text>
                  {t('documents.btw')}: {d.customer.btw}
                </Text>
              ) : null}
            </View>
          ) : null}
        </View>
        {d.deliverTo ? (
          <View style={{ marginBottom: 12 }}>
            <Text style={s.bold}>{t('documents.deliverTo')}</Text>
            <Text>{d.deliverTo}</Text>
          </View>
        ) : null}
        <View style={s.th}>
          <Text style={s.cArticle}>{t('documents.article')}</Text>
          <Text style={prices ? s.cName : s.cNameWide}>{t('documents.product')}</Text>
          <Text style={s.cQty}>{t('documents.quantity')}</Text>
          {prices ? <Text style={s.cUnit}>{t('documents.unitPrice')}</Text> : null}
          {prices ? <Text style={s.cTotal}>{t('documents.lineTotal')}</Text> : null}
        </View>
        {d.lines.map((l) => (
          <View style={s.tr} key={l.article + l.name} wrap={false}>
            <Text style={s.cArticle}>{l.article}</Text>
            <Text style={prices ? s.cName : s.cNameWide}>{l.name}</Text>
            <Text style={s.cQty}>{l.quantity}</Text>
            {prices ? <Text style={s.cUnit}>{eur(l.unitPrice)}</Text> : null}
            {prices ? <Text style={s.cTotal}>{eur(l.unitPrice * l.quantity)}</Text> : null}
          </View>
        ))}
        {prices ? (
          <View style={s.totals}>
            <View style={s.row}>
              <Text>{t('documents.sub')}</Text>
              <Text>{eur(p.priceFullDiscountBefore)}</Text>
            </View>
            {p.couponDiscount ? (
              <View style={s.row}>
                <Text>{t('documents.coupon', { code: p.couponCode ?? '' })}</Text>
                <Text>-{eur(p.couponDiscount)}</Text>
              </View>
            ) : null}
            {p.statusDiscount ? (
              <View style={s.row}>
                <Text>{t('documents.statusDiscount', { percent: p.statusDiscountPercent })}</Text>
                <Text>-{eur(p.statusDiscount)}</Text>
              </View>
            ) : null}
            {p.deliveryCost ? (
              <View style={s.row}>
                <Text>{t('documents.delivery')}</Text>
                <Text>{eur(p.deliveryCost)}</Text>
              </View>
            ) : null}
            <View style={s.row}>
              <Text>{t('documents.net')}</Text>
              <Text>{eur(p.priceNet)}</Text>
            </View>
            <View style={s.row}>
              <Text>{t('documents.tax', { rate: p.nds })}</Text>
              <Text>{eur(p.priceFullNDS)}</Text>
            </View>
            <View style={[s.row, s.bold]}>
              <Text>{t('documents.total')}</Text>
              <Text>{eur(p.priceFullWithNDS)}</Text>
            </View>
          </View>
        ) : null}
        {reverse && prices ? (
          <View style={s.note}>
            <Text>{t('documents.reverseCharge')}</Text>
            {d.vies?.requestDate ? (
              <Text style={s.small}>
                {t('documents.viesChecked', {
                  date: d.vies.requestDate,
                  id: d.vies.requestIdentifier ?? '-',
                })}
              </Text>
            ) : null}
          </View>
        ) : null}
        {p.vatMode === 'unverified' && prices ? (
          <View style={s.note}>
            <Text>{t('documents.vatUnverified')}</Text>
          </View>
        ) : null}
        {d.delivery ? (
          <Text style={{ marginTop: 10 }}>
            {t('documents.deliveryType')}: {d.delivery}
          </Text>
        ) : null}
        {d.paymentMethod ? (
          <Text>
            {t('documents.paymentMethod')}: {d.paymentMethod}
          </Text>
        ) : null}
        {d.description ? (
          <Text style={{ marginTop: 6 }}>
            {t('documents.description')}: {d.description}
          </Text>
        ) : null}
        {d.kind === 'quote' ? <Text style={{ marginTop: 14 }}>{t('documents.quoteTerms')}</Text> : null}
        {prices ? (
          <Text style={s.footer} fixed>
            {t('documents.pricesNote', { ex: eur(p.priceNet), inc: eur(p.priceFullWithNDS) })}
          </Text>
        ) : null}
      </Page>
    </Document>
  );
}

/** Renders a document to PDF bytes (≈ 40 ms warm for one page). */
export async function renderDocumentPdf(d: DocumentData): Promise<Buffer> {
  return renderToBuffer(<QuoteDocument d={d} />);
}
