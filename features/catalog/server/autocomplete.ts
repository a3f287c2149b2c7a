import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { cached } from '@/lib/cache';
import { withVat } from '@/lib/money';
import { imageAt } from '@/lib/product-image-variants';
import type { Locale } from '@/lib/i18n/routing';
import { getVatRate } from '@/features/content';
import { AUTOCOMPLETE_LIMIT, AUTOCOMPLETE_MIN_CHARS } from '../model';
import { searchTerms } from '../list-query';
import { CATALOG_TAGS } from './listing';
import { prepareSearch, titleQuery } from './search';
import type { Suggestion } from '../model';

/** The suggestion's thumbnail: an upload's smallest stored variant. */
const thumb = (path: string | undefined) => (path ? imageAt(path, 400) : null);

/** Candidates taken from the best sellers among the matches, so a two-letter prefix costs no more than a rare word. */
const CANDIDATES = 100;

/**
 * Suggestions as the visitor types: every word matched as a prefix in the small title document (names,
 * brand, article, SKU), misspelt words corrected first. Among the best-selling matches, products whose
 * name mentions the first word earliest come first (a 'PowerEdge R740' before a 'GPU kit for
 * PowerEdge'), then those whose name holds the words as typed ('poweredge 1': the 'PowerEdge 1950'
 * before a 'PowerEdge T630 backplane 18×'), then text rank, then best sold.
 */
export function autocomplete(text: string, locale: Locale): Promise<Suggestion[]> {
  const terms = searchTerms(text);
  if (text.trim().length < AUTOCOMPLETE_MIN_CHARS || !terms.length) return Promise.resolve([]);
  // The words and which of them belong to an article or SKU decide the answer.
  const key = terms.map((t) => `${t.word}${t.identifier ? '-' : ' '}`).join('');
  return cached(`ac:${locale}:${key}`, () => load(text, locale), {
    ttlSeconds: 60,
    tags: CATALOG_TAGS,
  });
}

type Row = {
  id: number;
  name: string;
  article: string;
  images: string[];
  price: number;
  quantity: number;
  path: string | null;
};

async function load(text: string, locale: Locale): Promise<Suggestion[]> {
  const [db, vat] = await Promise.all([getDb(), getVatRate()]);
  const s = await prepareSearch(db, text, { prefixLast: true, simpleOnly: true });
  const match = titleQuery(s.words);
  if (!s.tsquery || !match) return [];
  const name = locale === 'en' ? sql`p.name_en` : sql`p.name_nl`;
  const res = await db.execute(sql`
    with c as materialized (
      select product_id, title from product_autocomplete
      where title @@ ${match}
      order by popularity desc nulls last, product_id -- the order of product_autocomplete_popularity_idx
      limit ${CANDIDATES}
    ),
    shown as (
      select p.id, ${name} as name, p.article, p.images, p.price, p.quantity,
        row_number() over (
          order by nullif(strpos(lower(${name}), ${s.words[0]}), 0) asc nulls last,
            strpos(lower(${name}), ${s.words.join(' ')}) > 0 desc,
            ts_rank(c.title, ${s.tsquery}) desc, p.sold_count desc, p.id
        ) as rank
      from c
      join products p on p.id = c.product_id and p.active
      order by rank
      limit ${AUTOCOMPLETE_LIMIT}
    )
    -- The product's address only for the suggestions shown, not for every candidate.
    select shown.id, shown.name, shown.article, shown.images, shown.price, shown.quantity, a.path
    from shown
    left join aliases a on a.route = 'product' and a.target_id = shown.id
    order by shown.rank`);
  return (res as unknown as { rows: Row[] }).rows.map((r) => ({
    id: r.id,
    name: r.name,
    path: r.path ?? `/product/${r.id}`,
    article: r.article,
    image: thumb((typeof r.images === 'string' ? (JSON.parse(r.images) as string[]) : r.images)[0]),
    price: r.price,
    priceNds: withVat(r.price, vat),
    quantity: r.quantity,
  }));
}
