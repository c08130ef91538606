// Customers only (SPEC §6); the notification centre itself lives in its feature.
export { NotificationsButton } from '../../features/notifications';
