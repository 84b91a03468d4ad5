import { notifications } from '@mantine/notifications';

// The toasts' close button is an icon: it needs a name for screen readers (axe: button-name).
const closeButtonProps = { 'aria-label': 'Close' };

/** Green toast (spec: severity success). */
export const notifySuccess = (message: string) =>
  notifications.show({ color: 'green', message, closeButtonProps });

/** Yellow toast (spec: warning), e.g. with the server's hydra:description. */
export const notifyWarning = (message: string) =>
  notifications.show({ color: 'yellow', message, closeButtonProps });
