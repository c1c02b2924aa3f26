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
}: PageShellProps) {
  return (
    <div className={cn('pt-36 pb-20 md:pt-44 md:pb-28', className)}>
      <div className={cn('mx-auto px-4 sm:px-6 lg:px-8', width === 'narrow' ? 'max-w-3xl' : 'max-w-7xl')}>
        <SectionIntro as="h1" eyebrow={eyebrow} title={title} subtitle={subtitle} />
        {children}
      </div>
    </div>
  );
}
