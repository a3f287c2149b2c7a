import type { MetadataRoute } from 'next';
import { catalogSitemap } from '@/features/catalog/server/sitemap';

// Read from the database at request time (the build never opens it).
export const dynamic = 'force-dynamic';

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return catalogSitemap();
}
