import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';
import { SectionIntro } from './section-intro.js';

export interface PageShellProps {
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Width of the content column. */
  width?: 'default' | 'narrow';
  className?: string;
  /**
   * The title as one small line and less room above it, for a page whose first screen belongs to its
   * content (the guest's door code, decision 0072); the eyebrow and subtitle are left to the page.
   */
  compact?: boolean;
}

/**
 * The body of a public sub-page inside PublicLayout: clears the fixed header, then the page's single h1
 * and its content in a centred column.
 */
export function PageShell({
  eyebrow,
  title,
  subtitle,
  children,
  width = 'default',
  className,
  compact = false,
}: PageShellProps) {
  return (
    <div
      className={cn(compact ? 'pt-28 pb-20 md:pt-36 md:pb-28' : 'pt-36 pb-20 md:pt-44 md:pb-28', className)}
    >
      <div className={cn('mx-auto px-4 sm:px-6 lg:px-8', width === 'narrow' ? 'max-w-3xl' : 'max-w-7xl')}>
        {compact ? (
          <h1 className="mb-3 font-serif text-lg font-semibold text-foreground md:mb-5 md:text-2xl">
            {title}
          </h1>
        ) : (
          <SectionIntro as="h1" eyebrow={eyebrow} title={title} subtitle={subtitle} />
        )}
        {children}
      </div>
    </div>
  );
}
