export { ReferralProgramPage } from './referral-program-page';
