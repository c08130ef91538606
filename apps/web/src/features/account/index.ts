import { pagesOf, type TFeature } from '../../lib/feature-routes';

// The account area's one public entry: its routes for the app, and what other areas show.
const page = pagesOf(() => import('./pages'));
const settingsPage = pagesOf(() => import('./pages/settings-pages'));

export const accountFeature: TFeature = {
  name: 'account',
  routes: [
    page('signIn', 'bare', (p) => p.SignInPage),
    page('signUp', 'bare', (p) => p.SignUpPage),
    page('forgotPassword', 'bare', (p) => p.ForgotPasswordPage),
    page('resetPassword', 'bare', (p) => p.ResetPasswordPage),
    page('verifyEmail', 'bare', (p) => p.VerifyEmailPage),
    settingsPage('settingsPersonalDetails', 'app', (p) => p.SettingsPersonalDetailsPage),
    settingsPage('settingsEmail', 'app', (p) => p.SettingsEmailPage),
    settingsPage('settingsEmailConfirm', 'app', (p) => p.SettingsEmailConfirmPage),
    settingsPage('settingsPassword', 'app', (p) => p.SettingsPasswordPage),
    settingsPage('settingsSessions', 'app', (p) => p.SettingsSessionsPage),
    settingsPage('settingsDeleteAccount', 'app', (p) => p.SettingsDeleteAccountPage),
  ],
};

export { EmailVerificationNotice } from './components/email-verification-notice';
export { SettingsFrame } from './components/settings-frame';
