import { infoPage } from '../_shared/info-page';

const { generateMetadata, InfoPage } = infoPage('terms');
export { generateMetadata };
export default InfoPage;
