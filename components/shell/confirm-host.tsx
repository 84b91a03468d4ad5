'use client';

import { useEffect } from 'react';
import { ModalsProvider, modals } from '@mantine/modals';
import { confirmChannel } from './overlays';

/**
 * @mantine/modals' provider, downloaded on the first confirm dialog. It needs no children: the
 * dialogs reach it through window events, and it draws them within the signed-in island.
 */
export function ConfirmHost() {
  // Attached after the provider's own effect has started listening (a parent's effects run last).
  useEffect(() => confirmChannel.attach((props) => void modals.openConfirmModal(props)), []);
  return <ModalsProvider />;
}
