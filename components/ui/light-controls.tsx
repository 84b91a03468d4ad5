import type { CSSProperties, ReactNode } from 'react';
import {
  ButtonInner,
  buttonAttributes,
  colorVars,
  type ButtonSize,
  type ButtonVariant,
} from './static-mantine';

/**
 * Mantine's Button, ActionIcon and UnstyledButton (FileButton: ./light-file-button.tsx) as the markup Mantine 7 writes for the
 * same props, without Mantine's JavaScript (and its provider): for what a page shows before anything
 * is clicked (issue 28, item 3). tests/unit/light-controls.test.tsx compares each with Mantine's own.
 * No directive: client components use them (they take handlers), server ones may draw them too.
 */

export type ButtonProps = {
  type?: 'button' | 'submit';
  variant?: ButtonVariant;
  /** A theme colour other than the primary (grape): 'red'. */
  color?: string;
  size?: ButtonSize;
  fullWidth?: boolean;
  loading?: boolean;
  disabled?: boolean;
  leftSection?: ReactNode;
  onClick?: () => void;
  children: ReactNode;
} & Pick<React.HTMLAttributes<HTMLElement>, 'aria-label' | 'onPointerEnter' | 'onFocus'>;

/** Mantine's Button: a submit or a plain button, loading (its loader, disabled) or disabled. */
export function LightButton({
  type = 'button',
  variant,
  color,
  size,
  fullWidth,
  loading,
  disabled,
  leftSection,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const attributes = buttonAttributes({
    variant,
    color,
    size,
    loading,
    disabled,
    fullWidth,
    withLeftSection: Boolean(leftSection),
  });
  return (
    <button {...attributes} type={type} disabled={loading || disabled} onClick={onClick} {...rest}>
      <ButtonInner loading={loading} leftSection={leftSection}>
        {children}
      </ButtonInner>
    </button>
  );
}

/** Mantine's ActionIcon variant="subtle" (default size): an icon button, in `color` if given. */
export function LightActionIcon({
  color,
  disabled,
  onClick,
  children,
  ...rest
}: {
  color?: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
} & Required<Pick<React.HTMLAttributes<HTMLElement>, 'aria-label'>>) {
  return (
    <button
      style={colorVars('ai', 'subtle', color)}
      className={`mantine-focus-auto${disabled ? '' : ' mantine-active'} m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root`}
      data-variant="subtle"
      data-disabled={disabled || undefined}
      type="button"
      {...rest}
      disabled={disabled}
      onClick={onClick}
    >
      <span className="m_8d3afb97 mantine-ActionIcon-icon">{children}</span>
    </button>
  );
}

/** Mantine's UnstyledButton: a button with the browser's look taken off and Mantine's focus ring. */
export function UnstyledButton({
  style,
  className,
  children,
  ...rest
}: {
  style?: CSSProperties;
  className?: string;
  children: ReactNode;
} & Pick<
  React.ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'onPointerEnter' | 'onFocus' | 'aria-label' | 'aria-pressed'
>) {
  return (
    <button
      style={style}
      className={`mantine-focus-auto m_87cf2631 mantine-UnstyledButton-root${className ? ` ${className}` : ''}`}
      type="button"
      {...rest}
    >
      {children}
    </button>
  );
}
