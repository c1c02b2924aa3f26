import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';
import { Slot } from './slot.js';

// Public pages do not load tailwind-merge (lib/cn.ts), so no class here may need overriding by another:
// each size sets its own text size and each variant its own focus-ring colours.
const surfaceRing = 'focus-visible:ring-ring focus-visible:ring-offset-background';

const BUTTON_BASE = [
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium',
  'transition-[color,background-color,border-color,box-shadow,opacity] duration-200 outline-none',
  'focus-visible:ring-2 focus-visible:ring-offset-2',
  'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
  "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
].join(' ');

const BUTTON_VARIANTS = {
  default: [surfaceRing, 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90'],
  secondary: [surfaceRing, 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80'],
  outline: [
    surfaceRing,
    'border border-input bg-background text-foreground shadow-xs hover:border-primary/40 hover:bg-secondary',
  ],
  ghost: [surfaceRing, 'text-foreground hover:bg-secondary hover:text-secondary-foreground'],
  /** A ghost button in the primary colour (quiet links such as 'Back to home'). */
  'ghost-primary': [surfaceRing, 'text-primary hover:bg-secondary hover:text-secondary-foreground'],
  /** On a dark picture (the home hero under the transparent header). */
  overlay:
    'text-white hover:bg-white/10 hover:text-white focus-visible:ring-white focus-visible:ring-offset-transparent',
  // White on the dark-theme destructive token needs a translucent fill to reach 4.5:1.
  destructive: [
    surfaceRing,
    'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90 dark:bg-destructive/60 dark:hover:bg-destructive/50',
  ],
  link: [surfaceRing, 'text-primary underline-offset-4 hover:underline'],
  accent: [surfaceRing, 'bg-accent text-accent-foreground shadow-sm hover:bg-accent/90'],
};

const BUTTON_SIZES = {
  sm: 'h-9 px-3 text-sm',
  default: 'h-10 px-4 py-2 text-sm',
  lg: 'h-12 px-8 text-base',
  icon: 'size-10 text-sm',
};

export interface ButtonVariantProps {
  variant?: keyof typeof BUTTON_VARIANTS | null;
  size?: keyof typeof BUTTON_SIZES | null;
  className?: string;
}

/** The button's classes, for links and other elements styled as buttons. */
export function buttonVariants({ variant, size, className }: ButtonVariantProps = {}): string {
  return cn(BUTTON_BASE, BUTTON_VARIANTS[variant ?? 'default'], BUTTON_SIZES[size ?? 'default'], className);
}

export type ButtonProps = ComponentProps<'button'> &
  Omit<ButtonVariantProps, 'className'> & {
    /** Render the single child (a link, for instance) with the button's styles instead of a `<button>`. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
