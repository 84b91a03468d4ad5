'use client';

import { useEffect } from 'react';
import { Notifications, notifications } from '@mantine/notifications';
import { toastChannel } from './overlays';

/** The toasts' container (top centre, hidden after 3000 ms, spec section 9), downloaded on the first toast. */
export function ToastHost() {
  useEffect(() => toastChannel.attach((data) => void notifications.show(data)), []);
  return <Notifications position="top-center" autoClose={3000} />;
}
