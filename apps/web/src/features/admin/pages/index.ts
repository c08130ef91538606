export { AdminOutboxPage } from './admin-outbox-page';
export { AdminUsersPage } from './admin-users-page';
