'use client';

import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ChevronSection } from './chevron-section';
import { CheckIcon, ERROR_GAP, ErrorText, VALID_BORDER, type FieldState, type Vars } from './light-form';

/**
 * More of Mantine's inputs for the light public forms (components/ui/light-form.tsx; the contact
 * and grievance forms, issue 28 item 3): Textarea, a TextInput with a hint and no asterisk, Select
 * (searchable or not) and an input wrapper for a composite field (the phone number), written with
 * the elements, classes, data attributes and CSS variables Mantine 7 writes for them, without
 * Mantine's JavaScript. tests/unit/light-fields.test.tsx compares the markup with Mantine's own.
 */

/** The ids Mantine gives a field's parts, and its aria-describedby (the message first, then the hint). */
function describedBy(id: string, error?: string, description?: string) {
  return [error && `${id}-error`, description && `${id}-description`].filter(Boolean).join(' ') || undefined;
}

/**
 * Mantine's InputWrapper: label (with the asterisk when `required`), hint, the input's wrapper
 * (`wrapper` gives its style and data attributes) and the message under it.
 */
export function LightInputWrapper({
  id,
  kind,
  label,
  required,
  description,
  error,
  wrapperStyle,
  wrapperData,
  labelFor = true,
  rootStyle,
  bare,
  children,
}: {
  id: string;
  /** Mantine's component name in the static classes: TextInput, Textarea, Select, or none. */
  kind?: 'TextInput' | 'Textarea' | 'Select';
  /** None: no label element (the input is named by its aria-label). */
  label?: string;
  required?: boolean;
  description?: string;
  error?: string;
  /** The children as they are, without Mantine's Input wrapper around them (a composite field). */
  bare?: boolean;
  /** The root's style (Mantine's `w`). */
  rootStyle?: CSSProperties;
  wrapperStyle?: Vars;
  wrapperData?: Record<`data-${string}`, string | undefined>;
  /** false: a label over several controls (the phone's country and number), pointing at none. */
  labelFor?: boolean;
  children: ReactNode;
}) {
  const named = (part: string) => (kind ? ` mantine-${kind}-${part}` : '');
  const style: Vars = {
    ...(description && { '--input-margin-top': 'calc(var(--mantine-spacing-xs) / 2)' }),
    ...(error && ERROR_GAP),
    ...wrapperStyle,
  };
  return (
    <div
      style={rootStyle}
      className={`m_46b77525 mantine-InputWrapper-root${named('root')}`}
      data-error={error ? 'true' : undefined}
    >
      {label && (
        <label
          className={`m_8fdc1311 mantine-InputWrapper-label${named('label')}`}
          data-required={required ? 'true' : undefined}
          htmlFor={labelFor ? id : undefined}
          id={`${id}-label`}
        >
          {label}
          {required && (
            <span
              className={`m_78a94662 mantine-InputWrapper-required${named('required')}`}
              aria-hidden="true"
            >
              {' *'}
            </span>
          )}
        </label>
      )}
      {description && (
        <p
          className={`m_fe47ce59 mantine-InputWrapper-description${named('description')}`}
          id={`${id}-description`}
        >
          {description}
        </p>
      )}
      {bare ? (
        children
      ) : (
        <div
          style={Object.keys(style).length ? style : undefined}
          className={`m_6c018570 mantine-Input-wrapper${named('wrapper')}`}
          data-variant="default"
          data-error={error ? 'true' : undefined}
          {...wrapperData}
        >
          {children}
        </div>
      )}
      <ErrorText id={id} kind={kind} error={error} />
    </div>
  );
}

/** The attributes Mantine gives the input itself (error, green state, description, form path). */
export function inputAttributes(id: string, field: FieldState, description?: string) {
  const { error, valid } = field;
  return {
    id,
    'data-variant': 'default',
    'data-error': error ? 'true' : undefined,
    'data-path': field.path,
    'data-valid': valid || undefined,
    style: valid ? VALID_BORDER : undefined,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy(id, error, description),
    onFocus: field.onFocus,
    onBlur: field.onBlur,
  };
}

/** Mantine's TextInput, with a hint under the label and without the asterisk if asked. */
export function LightTextField({
  label,
  description,
  required,
  field,
  autoComplete,
}: {
  label: string;
  description?: string;
  required?: boolean;
  field: FieldState;
  autoComplete?: string;
}) {
  const id = useId();
  return (
    <LightInputWrapper
      id={id}
      kind="TextInput"
      label={label}
      required={required}
      description={description}
      error={field.error}
    >
      <input
        className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
        {...inputAttributes(id, field, description)}
        autoComplete={autoComplete}
        value={field.value}
        onChange={(event) => field.onChange(event.currentTarget.value)}
      />
    </LightInputWrapper>
  );
}

/**
 * Mantine's Textarea with an asterisk: `rows` lines, or (`autosize`) at least that many, growing
 * with its text as Mantine's autosize does.
 */
export function LightTextarea({
  label,
  field,
  rows,
  autosize,
}: {
  label: string;
  field: FieldState;
  rows: number;
  autosize?: boolean;
}) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const area = ref.current;
    if (!autosize || !area) return;
    const measure = () => {
      const style = getComputedStyle(area);
      const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      const border = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
      // As react-textarea-autosize (Mantine's autosize) measures: a hidden copy's whole pixels.
      const probe = area.cloneNode() as HTMLTextAreaElement;
      probe.removeAttribute('id');
      probe.removeAttribute('data-path');
      probe.setAttribute('aria-hidden', 'true');
      probe.tabIndex = -1;
      Object.assign(probe.style, {
        width: style.width,
        height: '0',
        minHeight: '0',
        maxHeight: 'none',
        visibility: 'hidden',
        overflow: 'hidden',
        position: 'absolute',
        zIndex: '-1000',
        top: '0',
        right: '0',
      });
      area.parentElement?.appendChild(probe);
      probe.value = area.value;
      const content = probe.scrollHeight + border;
      probe.value = 'x';
      const row = probe.scrollHeight - padding;
      probe.remove();
      area.style.height = `${Math.max(row * rows + padding + border, content)}px`;
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [autosize, rows, field.value]);
  return (
    <LightInputWrapper
      id={id}
      kind="Textarea"
      label={label}
      required
      error={field.error}
      wrapperData={{ 'data-multiline': 'true' }}
    >
      <textarea
        ref={ref}
        className="m_8fb7ebe7 mantine-Input-input mantine-Textarea-input"
        {...inputAttributes(id, field)}
        data-no-overflow={autosize ? 'true' : undefined}
        rows={rows}
        value={field.value}
        onChange={(event) => field.onChange(event.currentTarget.value)}
      />
    </LightInputWrapper>
  );
}

export type LightOption = { value: string; label: string };

/**
 * Mantine's Select: an input showing the chosen option's label, and under it a dropdown listbox
 * (Mantine's Combobox classes) opened by a click, the arrow keys or Enter; Enter or a click
 * chooses, Escape or leaving closes. `searchable`: typing filters the options by their label (as
 * Mantine's default filter), and leaving puts the chosen label back. No label: `ariaLabel` names it.
 */
export function LightSelect({
  label,
  ariaLabel,
  required,
  options,
  field,
  searchable,
  width,
  dropdownWidth,
  nothingFound,
  onOpen,
}: {
  label?: string;
  ariaLabel?: string;
  required?: boolean;
  options: readonly LightOption[];
  field: FieldState;
  searchable?: boolean;
  /** The input's width in pixels (Mantine's `w`). */
  width?: number;
  /** The dropdown's width in pixels; the input's by default. */
  dropdownWidth?: number;
  nothingFound?: string;
  /** Called when the dropdown opens (to load the options). */
  onOpen?: () => void;
}) {
  const id = useId();
  const listId = `${id}-listbox`;
  const chosen = options.find((option) => option.value === field.value);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const query = search?.trim().toLowerCase() ?? '';
  // As Mantine: the chosen label in the input lists every option.
  const shown =
    searchable && search !== null && search !== chosen?.label
      ? options.filter((option) => option.label.toLowerCase().includes(query))
      : options;

  const openList = () => {
    if (open) return;
    onOpen?.();
    setOpen(true);
    setActive(shown.findIndex((option) => option.value === field.value));
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
    setSearch(null);
  };
  const choose = (option: LightOption) => {
    field.onChange(option.value);
    close();
  };

  useLayoutEffect(() => {
    if (!open || active < 0) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return openList();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (shown.length ? (index + step + shown.length) % shown.length : -1));
    } else if (event.key === 'Enter') {
      if (!open) {
        event.preventDefault();
        openList();
      } else if (shown[active]) {
        event.preventDefault();
        choose(shown[active]);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const error = field.error;
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <LightInputWrapper
      id={id}
      kind="Select"
      rootStyle={width ? { width: `calc(${width / 16}rem * var(--mantine-scale))` } : undefined}
      label={label}
      required={required}
      error={error}
      wrapperStyle={{ '--input-right-section-pointer-events': 'none', position: 'relative' }}
      wrapperData={{ 'data-pointer': searchable ? undefined : 'true', 'data-with-right-section': 'true' }}
    >
      <input
        ref={inputRef}
        className="m_8fb7ebe7 mantine-Input-input mantine-Select-input"
        {...inputAttributes(id, field)}
        aria-label={label ? undefined : ariaLabel}
        readOnly={!searchable}
        aria-haspopup="listbox"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        data-expanded={open || undefined}
        value={search ?? chosen?.label ?? ''}
        onClick={() => (open && !searchable ? close() : openList())}
        onFocus={() => {
          field.onFocus?.();
          if (searchable) openList();
        }}
        onBlur={() => {
          close();
          field.onBlur?.();
        }}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setActive(0);
          if (!open) {
            onOpen?.();
            setOpen(true);
          }
        }}
        onKeyDown={onKeyDown}
      />
      <ChevronSection kind="Select" error={error} />
      {open && (
        <div
          style={{
            zIndex: 300,
            top: 'calc(100% + 8px)',
            left: 0,
            width: dropdownWidth ? `${dropdownWidth}px` : '100%',
          }}
          className="m_38a85659 mantine-Popover-dropdown m_88b62a41 mantine-Select-dropdown"
          role="presentation"
          data-position="bottom"
        >
          <div
            ref={listRef}
            className="m_b2821a6e mantine-Select-options"
            id={listId}
            role="listbox"
            aria-labelledby={label ? `${id}-label` : undefined}
            aria-label={label ? undefined : ariaLabel}
            style={{ maxHeight: 'calc(13.75rem * var(--mantine-scale))', overflowY: 'auto' }}
          >
            {shown.length === 0 && nothingFound && (
              <div className="m_2530cd1d mantine-Select-empty">{nothingFound}</div>
            )}
            {shown.map((option, index) => {
              const checked = option.value === field.value;
              return (
                <div
                  key={option.value}
                  className="m_92253aa5 mantine-Select-option m_390b5f4"
                  data-combobox-option="true"
                  data-combobox-selected={index === active || undefined}
                  data-checked={checked || undefined}
                  data-index={index}
                  aria-selected={checked}
                  id={optionId(index)}
                  role="option"
                  // The input keeps the focus (and is not left) while an option is clicked.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(option)}
                >
                  {checked && <CheckIcon className="m_8ee53fc2" />}
                  <span>{option.label}</span>
                </div>
              );
            })}
          </div>
        </div>
      )}
    </LightInputWrapper>
  );
}
