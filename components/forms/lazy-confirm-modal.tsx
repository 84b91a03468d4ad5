'use client';

import dynamic from 'next/dynamic';
import { useState, type ComponentProps } from 'react';
import type { ConfirmModal as EagerConfirmModal } from './confirm-modal';
import { withMantine } from '@/components/with-mantine';

// Mantine's Modal (focus trap, portal, overlay, transitions) downloads when the pointer or the focus
// first comes to the button that opens it, or at the click itself: the page does not carry it.
const loadConfirmModal = () => withMantine(import('./confirm-modal').then((m) => m.ConfirmModal));
const ConfirmModal = dynamic(loadConfirmModal, { ssr: false });

/** Starts the dialog's download early: give it to the opening button's onPointerEnter and onFocus. */
export const preloadConfirmModal = () => void loadConfirmModal();

/**
 * ConfirmModal (./confirm-modal.tsx), loaded on first use: nothing until it is first opened, then
 * mounted for good (so that it closes with its animation and keeps what was chosen in it).
 */
export function LazyConfirmModal(props: ComponentProps<typeof EagerConfirmModal>) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  return used ? <ConfirmModal {...props} /> : null;
}
