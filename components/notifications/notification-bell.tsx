'use client';

import { forwardRef, useCallback, useEffect, useRef, useState } from 'react';
import { IconBell } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { Notice } from '@/lib/notifications/notice-text';
import { withMantine } from '@/components/with-mantine';

/** Pages that follow the member's notices live (the message list) listen for this window event. */
export const NOTICES_CHANGED = 'thirumanam:notices-changed';

type ApiNotice = Notice & { '@id': string };
type BellPopoverType = typeof import('./bell-popover').BellPopover;

const loadPopover = () => withMantine(import('./bell-popover').then((m) => m.BellPopover));

// Mantine's Indicator (top-end, offset 4, size 18, red) and ActionIcon (subtle, grape, lg), written
// as Mantine writes them (tests/unit/notification-bell.test.tsx compares): the bell is on every
// signed-in page, and Mantine's Popover with floating-ui downloads only on its first open.
const INDICATOR_STYLE = {
  '--indicator-color': 'var(--mantine-color-red-filled)',
  '--indicator-size': 'calc(1.125rem * var(--mantine-scale))',
  '--indicator-top': 'calc(0.25rem * var(--mantine-scale))',
  '--indicator-right': 'calc(0.25rem * var(--mantine-scale))',
  '--indicator-translate-x': '50%',
  '--indicator-translate-y': '-50%',
} as React.CSSProperties;
const ACTION_ICON_STYLE = {
  '--ai-size': 'var(--ai-size-lg)',
  '--ai-bg': 'transparent',
  '--ai-hover': 'var(--mantine-color-grape-light-hover)',
  '--ai-color': 'var(--mantine-color-grape-light-color)',
  '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
} as React.CSSProperties;

/** The bell's button; the popover, once loaded, adds its aria-expanded, aria-controls and id. */
const BellButton = forwardRef<HTMLButtonElement, React.ComponentPropsWithoutRef<'button'>>(
  function BellButton({ className, ...props }, ref) {
    return (
      <button
        ref={ref}
        style={ACTION_ICON_STYLE}
        className={`mantine-focus-auto mantine-active m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root${className ? ` ${className}` : ''}`}
        data-variant="subtle"
        data-size="lg"
        type="button"
        {...props}
      >
        <span className="m_8d3afb97 mantine-ActionIcon-icon">
          <IconBell size={22} aria-hidden />
        </span>
      </button>
    );
  },
);

/**
 * The header's bell (issue 26 item 2): the member's unread notices as a figure, kept current by
 * GET /api/notifications/events (server-sent events fed by LISTEN/NOTIFY, or polling behind a
 * pooler); opening it lists the latest notices, each leading to what it is about.
 */
export function NotificationBell({ initialUnread }: { initialUnread: number }) {
  const t = useTranslations('notifications');
  // The stream's figure once it has spoken; until then the server's.
  const [live, setLive] = useState<number | null>(null);
  const unread = live ?? initialUnread;
  const [opened, setOpened] = useState(false);
  const [notices, setNotices] = useState<Notice[] | null>(null);
  const [BellPopover, setBellPopover] = useState<BellPopoverType | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  const load = useCallback(async () => {
    const response = await fetch('/api/notifications?itemsPerPage=8', {
      headers: { Accept: 'application/ld+json' },
    });
    if (!response.ok) return;
    const body = (await response.json()) as { 'hydra:member': ApiNotice[] };
    setNotices(body['hydra:member']);
  }, []);

  // The popover's code: fetched when the pointer or the focus comes to the bell (warming the
  // cache only: swapping the button under a press would lose the click), drawn from the first click.
  const prefetch = () => void loadPopover();
  const showPopover = () => {
    if (BellPopover) return;
    void loadPopover().then((popover) => {
      // The popover draws its own button in place of this one: the focus follows.
      refocus.current = document.activeElement === button.current;
      setBellPopover(() => popover);
    });
  };

  useEffect(() => {
    if (BellPopover && refocus.current) button.current?.focus();
    refocus.current = false;
  }, [BellPopover]);

  useEffect(() => {
    const events = new EventSource('/api/notifications/events');
    events.addEventListener('change', (event) => {
      try {
        const state = JSON.parse((event as MessageEvent<string>).data) as { unread: number };
        setLive(state.unread);
      } catch {
        return;
      }
      window.dispatchEvent(new Event(NOTICES_CHANGED));
    });
    return () => events.close();
  }, []);

  // An open list follows what arrives meanwhile.
  useEffect(() => {
    if (!opened) return;
    const reload = () => void load();
    window.addEventListener(NOTICES_CHANGED, reload);
    return () => window.removeEventListener(NOTICES_CHANGED, reload);
  }, [opened, load]);

  const label = t('bell', { count: unread });
  const target = (
    <BellButton
      ref={button}
      aria-label={label}
      title={label}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => {
        if (!opened) void load();
        setOpened(!opened);
        showPopover();
      }}
    />
  );
  return (
    // The indicator wraps the popover, so that the button itself is the popover's target (its
    // aria-expanded and aria-controls belong on the button, not on the indicator's box).
    <div style={INDICATOR_STYLE} className="m_e5262200 mantine-Indicator-root" data-testid="bell-count">
      {unread > 0 && (
        <div className="m_760d1fb1 mantine-Indicator-indicator" data-with-label="true">
          {unread > 99 ? '99+' : unread}
        </div>
      )}
      {BellPopover ? (
        <BellPopover
          opened={opened}
          onChange={setOpened}
          target={target}
          notices={notices}
          reload={() => void load()}
        />
      ) : (
        target
      )}
    </div>
  );
}
