import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';

/** The frame shared by inputs and text areas; each sets its own height and text size. */
export const inputFrameClassName = [
  'flex w-full min-w-0 rounded-lg border border-input bg-background px-3 py-2 text-foreground shadow-xs',
  'transition-[border-color,box-shadow] duration-200 outline-none placeholder:text-muted-foreground',
  'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/30',
].join(' ');

const INPUT_SIZES = {
  default: 'h-10 text-base md:text-sm',
  /** A single prominent field, such as the access code. */
  large: 'h-12 text-lg',
} as const;

export type InputProps = ComponentProps<'input'> & { inputSize?: keyof typeof INPUT_SIZES };

export function Input({ className, type = 'text', inputSize = 'default', ...props }: InputProps) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        inputFrameClassName,
        INPUT_SIZES[inputSize],
        'file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}
