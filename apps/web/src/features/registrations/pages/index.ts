export { CompanyRegistrationPage } from './company-registration-page';
export { NewRegistrationPage } from './new-registration-page';
export { RegisterAbnPage } from './register-abn-page';
export { RegisterBusinessNamePage } from './register-business-name-page';
export { TrademarkPage } from './trademark-page';
