export { AdminSupportPage } from './admin-support-page';
