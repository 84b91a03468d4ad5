'use client';

import { useRef } from 'react';
import { LightButton, type ButtonProps } from './light-controls';

/** Mantine's FileButton around a Button: a hidden file input the button opens; `onChange` gets the file chosen. */
export function LightFileButton({
  accept,
  onChange,
  ...button
}: Omit<ButtonProps, 'onClick' | 'type'> & { accept: string; onChange: (file: File | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        style={{ display: 'none' }}
        type="file"
        accept={accept}
        onChange={(event) => {
          onChange(event.currentTarget.files?.[0] ?? null);
          // The same file chosen again is a change too (Mantine's resetRef does this).
          event.currentTarget.value = '';
        }}
      />
      <LightButton {...button} onClick={() => input.current?.click()} />
    </>
  );
}
