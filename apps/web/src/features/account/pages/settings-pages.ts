// The account settings pages, loaded together on the first visit to one.
export { SettingsDeleteAccountPage } from './settings-delete-account-page';
export { SettingsEmailConfirmPage } from './settings-email-confirm-page';
export { SettingsEmailPage } from './settings-email-page';
export { SettingsPasswordPage } from './settings-password-page';
export { SettingsPersonalDetailsPage } from './settings-personal-details-page';
export { SettingsSessionsPage } from './settings-sessions-page';
