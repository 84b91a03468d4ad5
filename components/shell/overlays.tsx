'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { modals } from '@mantine/modals';
import type { NotificationData } from '@mantine/notifications';
import { withMantine } from '@/components/with-mantine';

/**
 * Toasts and confirm dialogs that cost nothing until they are used (issue 28, item 3): call sites
 * hand what to show to a channel; the signed-in layout's <LazyOverlays> downloads the toast host
 * (@mantine/notifications) or the dialog host (@mantine/modals) on the first call, which then shows
 * what was asked meanwhile and everything after it. Same components, texts and look as before.
 */
type OpenConfirmModal = Parameters<typeof modals.openConfirmModal>[0];

class Channel<T> {
  private queue: T[] = [];
  private show: ((item: T) => void) | null = null;
  private wakers = new Set<() => void>();

  send(item: T) {
    if (this.show) return this.show(item);
    this.queue.push(item);
    this.wakers.forEach((wake) => wake());
  }

  /** The host has mounted: show what waited, then show directly. Returns the detach. */
  attach(show: (item: T) => void) {
    this.show = show;
    this.queue.splice(0).forEach(show);
    return () => {
      if (this.show === show) this.show = null;
    };
  }

  /** Calls `wake` once something waits (now if it already does). Returns the unsubscribe. */
  whenWanted(wake: () => void) {
    if (this.queue.length > 0) {
      wake();
      return () => {};
    }
    this.wakers.add(wake);
    return () => void this.wakers.delete(wake);
  }
}

export const toastChannel = new Channel<NotificationData>();
export const confirmChannel = new Channel<OpenConfirmModal>();

/** A toast (@mantine/notifications' notifications.show): top centre, hidden after 3000 ms (spec section 9). */
export const showToast = (data: NotificationData) => toastChannel.send(data);

/** A confirm dialog (@mantine/modals' modals.openConfirmModal). */
export const openConfirm = (props: OpenConfirmModal) => confirmChannel.send(props);

function LazyHost<T>({ channel, load }: { channel: Channel<T>; load: () => Promise<ComponentType> }) {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const unsubscribe = channel.whenWanted(() => void load().then((host) => live && setHost(() => host)));
    return () => {
      live = false;
      unsubscribe();
    };
  }, [channel, load]);
  return Host ? <Host /> : null;
}

const loadToasts = () => withMantine(import('./toast-host').then((m) => m.ToastHost));
const loadConfirms = () => withMantine(import('./confirm-host').then((m) => m.ConfirmHost));

/** Mounted once by the signed-in layout: nothing until the first toast or dialog. */
export function LazyOverlays() {
  return (
    <>
      <LazyHost channel={toastChannel} load={loadToasts} />
      <LazyHost channel={confirmChannel} load={loadConfirms} />
    </>
  );
}
