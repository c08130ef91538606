import { notifications } from '@mantine/notifications';

// One place for toast styling; auto-close time and the absent progress bar are set once on
// the <Notifications> host (SPEC §8: 3.5 s, no progress bar).
export function showSuccessToast(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message });
}

export function showErrorToast(message: string, title?: string): void {
  notifications.show({ color: 'red', title, message });
}

export function showInfoToast(message: string, title?: string): void {
  notifications.show({ color: 'blue', title, message });
}
