import 'server-only';
import { createApi } from '@/lib/api/app';
import { registerFrontApi } from '@/lib/api/front';
import { contentRoutes } from '@/features/content/server/routes';
import { visitorRoutes } from '@/features/visitors/server/routes';
import { accountRoutes } from '@/features/accounts/server/routes';
import { twoFactorRoutes } from '@/features/accounts/server/two-factor-routes';
import { catalogRoutes } from '@/features/catalog/server/routes';
import { pageRoutes } from '@/features/pages/server/routes';
import { reviewStaffRoutes } from '@/features/reviews/server/routes';
import { realtimeRoutes } from '@/features/realtime/server/routes';
import { backofficeRoutes } from '@/features/backoffice/server/routes';
import { inboxRoutes } from '@/features/backoffice/server/inbox-routes';
import { customerRoutes } from '@/features/backoffice/server/customers-routes';
import { teamRoutes } from '@/features/backoffice/server/team-routes';
import { couponRoutes } from '@/features/backoffice/server/coupons-routes';
import { productRoutes } from '@/features/backoffice/server/products-routes';
import { productImportRoutes } from '@/features/backoffice/server/product-import-routes';
import { productImageRoutes } from '@/features/backoffice/server/product-images-routes';
import { controlRoutes } from '@/features/backoffice/server/control-routes';
import { chatRoutes } from '@/features/chat/server/routes';
import { staffChatRoutes } from '@/features/chat/server/staff-routes';
import { portalRoutes } from '@/features/accounts/server/portal-routes';
import { cartRoutes } from '@/features/cart/server/routes';
import { checkoutRoutes } from '@/features/checkout/server/routes';
import { documentRoutes } from '@/features/documents/server/routes';
import { configuratorRoutes } from '@/features/configurator/server/routes';
import { contentStaffRoutes } from '@/features/backoffice/server/content-routes';
import { configuratorAdminRoutes } from '@/features/backoffice/server/configurator-admin-routes';
import { contentPagesRoutes } from '@/features/backoffice/server/content-pages-routes';
import { contentMenusRoutes } from '@/features/backoffice/server/content-menus-routes';

/** The portal API of spec §7 (the default host). Each feature contributes its routes. */
export const portalApp = createApi('/api/portal')
  // Before the catalogue: answers GET catalog-products/:id only with ?option=, else passes on.
  .route('/', configuratorRoutes)
  .route('/', contentRoutes)
  .route('/', visitorRoutes)
  .route('/', accountRoutes)
  .route('/', twoFactorRoutes)
  .route('/', catalogRoutes)
  .route('/', pageRoutes)
  .route('/', reviewStaffRoutes)
  .route('/', realtimeRoutes)
  .route('/', backofficeRoutes)
  .route('/', inboxRoutes)
  .route('/', customerRoutes)
  .route('/', teamRoutes)
  .route('/', couponRoutes)
  .route('/', contentStaffRoutes)
  .route('/', contentPagesRoutes)
  .route('/', contentMenusRoutes)
  // Before the products: their /:id would take export.csv.
  .route('/', productImportRoutes)
  .route('/', productRoutes)
  .route('/', configuratorAdminRoutes)
  .route('/', productImageRoutes)
  .route('/', controlRoutes)
  .route('/', chatRoutes)
  .route('/', staffChatRoutes)
  .route('/', portalRoutes)
  .route('/', cartRoutes)
  .route('/', checkoutRoutes)
  .route('/', documentRoutes);

// Autocomplete runs on every keystroke: the production front answers it before Next's routing.
registerFrontApi(['/api/portal/api/catalog/catalog-product-autocomplete'], (request) =>
  portalApp.fetch(request),
);
