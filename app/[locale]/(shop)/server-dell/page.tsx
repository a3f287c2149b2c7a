import { brandPage } from '../_shared/brand-page';

const { generateMetadata, BrandPage } = brandPage('dell');
export { generateMetadata };
export default BrandPage;
