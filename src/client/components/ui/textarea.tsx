import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';
import { inputFrameClassName } from './input.js';

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(inputFrameClassName, 'min-h-24 resize-y text-base leading-relaxed md:text-sm', className)}
      {...props}
    />
  );
}
