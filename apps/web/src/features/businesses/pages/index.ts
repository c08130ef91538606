export { AddBusinessPage } from './add-business-page';
export { BusinessDetailsPage } from './business-details-page';
export { MyBusinessesPage } from './my-businesses-page';
