import { infoPage } from '../_shared/info-page';

const { generateMetadata, InfoPage } = infoPage('privacy');
export { generateMetadata };
export default InfoPage;
