import { showToast } from '@/components/shell/overlays';

// The toasts' close button is an icon: it needs a name for screen readers (axe: button-name).
const closeButtonProps = { 'aria-label': 'Close' };

/** Green toast (spec: severity success). */
export const notifySuccess = (message: string) => showToast({ color: 'green', message, closeButtonProps });

/** Yellow toast (spec: warning), e.g. with the server's hydra:description. */
export const notifyWarning = (message: string) => showToast({ color: 'yellow', message, closeButtonProps });
