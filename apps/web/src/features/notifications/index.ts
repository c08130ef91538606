// The notification centre's one public entry: the header places the button.
export { NotificationsButton } from './components/notifications-button';
