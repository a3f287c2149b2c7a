import { brandPage } from '../_shared/brand-page';

const { generateMetadata, BrandPage } = brandPage('hpe');
export { generateMetadata };
export default BrandPage;
