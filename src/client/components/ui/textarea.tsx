import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';
import { inputClassName } from './input.js';

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(inputClassName, 'h-auto min-h-24 resize-y leading-relaxed', className)}
      {...props}
    />
  );
}
