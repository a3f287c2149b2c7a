import 'server-only';
import { createApi } from '@/lib/api/app';
import { faqRoutes } from '@/features/faq/server/routes';
import { reviewPublicRoutes } from '@/features/reviews/server/routes';
import { formRoutes } from '@/features/forms/server/routes';
import { newsletterRoutes } from '@/features/newsletter/server/routes';
import { sitemapRoutes } from '@/features/pages/server/routes';
import { workTimeRoutes } from '@/features/chat/server/routes';
import { configuratorDocumentRoutes } from '@/features/configurator/server/routes';

/** The workflow API of spec §7 (public forms, FAQ, reviews, documents). */
export const workflowApp = createApi('/api/workflow')
  .route('/', faqRoutes)
  .route('/', reviewPublicRoutes)
  .route('/', formRoutes)
  .route('/', newsletterRoutes)
  .route('/', sitemapRoutes)
  .route('/', workTimeRoutes)
  .route('/', configuratorDocumentRoutes);
