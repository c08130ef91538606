// The notification centre's public entry: the header places the button, the lawyer
// dashboard the card (lawyers have no bell), account settings the e-mail choices.
export { LawyerNotificationsCard } from './components/lawyer-notifications-card';
export { NotificationEmailSettings } from './components/notification-email-settings';
export { NotificationsButton } from './components/notifications-button';
