import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn.js';
import { absoluteHref } from './nav.js';

interface AdminTileProps {
  href: string;
  icon: LucideIcon;
  label: string;
  /** The big number; null shows a dash while it loads or when it failed. */
  value: ReactNode | null;
  isPending: boolean;
  isError: boolean;
  /** A line under the number (the bookings tile's next booking). */
  detail?: ReactNode;
}

/** One dashboard tile: a link to a screen showing its label and a number (the counts and the bookings tile). */
export function AdminTile({ href, icon: Icon, label, value, isPending, isError, detail }: AdminTileProps) {
  return (
    <Link
      href={absoluteHref(href)}
      className={cn(
        'group flex h-full flex-col items-start gap-3 rounded-xl border border-border bg-card p-4 shadow-sm outline-none',
        'transition-[border-color,box-shadow] sm:flex-row sm:items-center sm:gap-4 sm:p-5',
        'hover:border-primary/40 hover:shadow-md',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
      )}
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground sm:size-12">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-muted-foreground">{label}</span>
        <span className="mt-0.5 block text-2xl font-semibold tabular-nums text-foreground sm:text-3xl">
          {value ?? <span aria-hidden="true">–</span>}
          {isPending ? <span className="sr-only">Loading</span> : null}
          {isError ? <span className="sr-only">Could not load</span> : null}
        </span>
        {detail ? <span className="mt-1 block text-xs text-muted-foreground">{detail}</span> : null}
        {isError ? <span className="block text-xs text-destructive">Could not load</span> : null}
      </span>
      <ArrowRight
        aria-hidden="true"
        className="hidden size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary sm:block"
      />
    </Link>
  );
}
