// The account area's public entry for other areas (its pages load through the router).
export { EmailVerificationNotice } from './components/email-verification-notice';
export { SettingsFrame } from './components/settings-frame';
