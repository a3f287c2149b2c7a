import 'server-only';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { faqItems, faqTypes } from '@/lib/db/schema';
import { cached } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/routing';
import { likePattern, normalizeFaqSearch, type FaqGroup } from '../model';

type Row = {
  id: number;
  typeKey: string;
  typeNl: string;
  typeEn: string;
  questionNl: string;
  questionEn: string;
  answerNl: string;
  answerEn: string;
};

function group(rows: Row[], locale: Locale): FaqGroup[] {
  const groups = new Map<string, FaqGroup>();
  for (const r of rows) {
    let g = groups.get(r.typeKey);
    if (!g) {
      g = { type: r.typeKey, name: locale === 'en' ? r.typeEn : r.typeNl, items: [] };
      groups.set(r.typeKey, g);
    }
    g.items.push({
      id: r.id,
      question: locale === 'en' ? r.questionEn : r.questionNl,
      answer: locale === 'en' ? r.answerEn : r.answerNl,
    });
  }
  return [...groups.values()];
}

async function select(where?: ReturnType<typeof or>): Promise<Row[]> {
  const db = await getDb();
  const q = db
    .select({
      id: faqItems.id,
      typeKey: faqTypes.key,
      typeNl: faqTypes.nameNl,
      typeEn: faqTypes.nameEn,
      questionNl: faqItems.questionNl,
      questionEn: faqItems.questionEn,
      answerNl: faqItems.answerNl,
      answerEn: faqItems.answerEn,
    })
    .from(faqItems)
    .innerJoin(faqTypes, eq(faqTypes.id, faqItems.typeId))
    .$dynamic();
  // Hidden questions and groups stay in the back office only.
  const shown = and(eq(faqItems.hidden, false), eq(faqTypes.hidden, false));
  return q
    .where(where ? and(shown, where) : shown)
    .orderBy(asc(faqTypes.sort), asc(faqItems.sort), asc(faqItems.id));
}

/** All questions grouped by type, in the page's language. */
export function getFaqGroups(locale: Locale): Promise<FaqGroup[]> {
  return cached(`faq:${locale}`, async () => group(await select(), locale), {
    ttlSeconds: 300,
    tags: ['faq'],
  });
}

/**
 * GET /api/public/faq/type/{search}: a type key gives that group; any other text searches the
 * questions and answers of the language (case- and accent-insensitive).
 */
export async function searchFaq(raw: string, locale: Locale): Promise<FaqGroup[]> {
  const term = normalizeFaqSearch(raw);
  const all = await getFaqGroups(locale);
  const byType = all.filter((g) => g.type === term);
  if (byType.length) return byType;
  const pattern = likePattern(term);
  const [q, a] =
    locale === 'en' ? [faqItems.questionEn, faqItems.answerEn] : [faqItems.questionNl, faqItems.answerNl];
  const rows = await select(
    or(
      ilike(q, pattern),
      ilike(a, pattern),
      sql`unaccent(${q}) ilike unaccent(${pattern})`,
      sql`unaccent(${a}) ilike unaccent(${pattern})`,
    ),
  );
  return group(rows, locale);
}
