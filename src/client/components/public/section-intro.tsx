import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

export interface SectionIntroProps {
  /** Small gold line above the title. */
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** The heading element: h2 for a home section, h1 for a page. */
  as?: 'h1' | 'h2';
  id?: string;
  align?: 'center' | 'left';
  className?: string;
}

/** The title block of a section or page: eyebrow, serif heading, gold rule and subtitle. */
export function SectionIntro({
  eyebrow,
  title,
  subtitle,
  as: Heading = 'h2',
  id,
  align = 'center',
  className,
}: SectionIntroProps) {
  const centered = align === 'center';
  return (
    <div className={cn('mb-12 md:mb-16', centered && 'mx-auto max-w-3xl text-center', className)}>
      {eyebrow ? (
        <p className="mb-3 text-xs font-semibold tracking-[0.25em] text-amber-800 uppercase dark:text-accent">
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={cn(
          'font-serif font-semibold tracking-tight text-foreground text-balance',
          Heading === 'h1' ? 'text-4xl md:text-5xl' : 'text-3xl md:text-4xl lg:text-5xl',
        )}
      >
        {title}
      </Heading>
      <div
        aria-hidden="true"
        className={cn('mt-5 h-0.5 w-16 rounded-full bg-accent', centered && 'mx-auto')}
      />
      {subtitle ? (
        <p className="mt-5 text-base leading-relaxed text-muted-foreground text-pretty md:text-lg">
          {subtitle}
        </p>
      ) : null}
    </div>
  );
}
