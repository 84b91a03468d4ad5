'use client';

import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/**
 * The header's account menu: a button that opens a list of entries below it (Mantine Menu's
 * position="bottom-end" width={220} shadow="md", drawn with its classes, without its popover and
 * floating-ui code). The entries come from the server (app-shell.tsx), each with role="menuitem".
 * Escape, a click elsewhere or focus leaving close it; the arrow keys move between the entries.
 */
export function AccountMenu({
  label,
  target,
  children,
}: {
  label: string;
  target: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const [opened, setOpened] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const focusFirst = useRef<'first' | 'last' | null>(null);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!opened) return;
    if (focusFirst.current) {
      const list = items();
      (focusFirst.current === 'first' ? list[0] : list.at(-1))?.focus();
      focusFirst.current = null;
    }
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpened(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [opened]);

  const open = (focus: 'first' | 'last' | null) => {
    focusFirst.current = focus;
    setOpened(true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && opened) {
      event.preventDefault();
      setOpened(false);
      button.current?.focus();
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    if (!opened) return open(event.key === 'ArrowUp' || event.key === 'End' ? 'last' : 'first');
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? list.length - 1
          : (at + (event.key === 'ArrowDown' ? 1 : list.length - 1 + (at < 0 ? 1 : 0))) % list.length;
    list[next]?.focus();
  };

  return (
    <div
      ref={root}
      style={{ position: 'relative', display: 'flex' }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (opened && !root.current?.contains(event.relatedTarget as Node | null)) setOpened(false);
      }}
    >
      <button
        ref={button}
        className="mantine-focus-auto m_87cf2631 mantine-UnstyledButton-root"
        type="button"
        aria-label={label}
        data-expanded={opened || undefined}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls={opened ? `${id}-dropdown` : undefined}
        id={`${id}-target`}
        // A click by keyboard (Enter, Space: detail 0) puts the focus on the first entry.
        onClick={(event) => (opened ? setOpened(false) : open(event.detail === 0 ? 'first' : null))}
      >
        {target}
      </button>
      {opened && (
        <div
          style={DROPDOWN_STYLE}
          className="m_38a85659 mantine-Menu-dropdown m_dc9b7c9f"
          aria-labelledby={`${id}-target`}
          id={`${id}-dropdown`}
          role="menu"
          tabIndex={-1}
          aria-orientation="vertical"
          data-menu-dropdown="true"
          data-position="bottom-end"
          // Following an entry (a link; the logout form's button submits) closes the menu.
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setOpened(false);
          }}
        >
          {children}
        </div>
      )}
    </div>
  );
}

/** Where Mantine's floating-ui puts the dropdown at bottom-end: under the button (8 px off), right edges aligned. */
const DROPDOWN_STYLE = {
  '--popover-shadow': 'var(--mantine-shadow-md)',
  zIndex: 300,
  top: 'calc(100% + 8px)',
  right: 0,
  width: 'calc(13.75rem * var(--mantine-scale))',
} as CSSProperties;
