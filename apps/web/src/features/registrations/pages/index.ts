export { CompanyRegistrationPage } from './company-registration-page';
