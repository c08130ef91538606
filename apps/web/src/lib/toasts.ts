import { notifications } from '@mantine/notifications';

// One place for toast styling; auto-close time and the absent progress bar are set once on
// the <Notifications> host (SPEC §8: 3.5 s, no progress bar).
// The close button is an icon: screen readers need its name.
export const closeButtonProps = { 'aria-label': 'Close notification' };

export function showSuccessToast(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message, closeButtonProps });
}

export function showErrorToast(message: string, title?: string): void {
  notifications.show({ color: 'red', title, message, closeButtonProps });
}

export function showInfoToast(message: string, title?: string): void {
  notifications.show({ color: 'blue', title, message, closeButtonProps });
}
