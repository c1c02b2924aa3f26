import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.js';
import { prefersReducedMotion } from '../../lib/scroll.js';

export type SectionProps = ComponentProps<'section'> & {
  /** The section id (from `sectionIds`): the target of the header's scroll links. */
  id: string;
  /** 'muted' gives the alternating warm band. */
  tone?: 'default' | 'muted';
};

/** A home-page section: consistent vertical rhythm, room for the fixed header when scrolled to. */
export function Section({ id, tone = 'default', className, children, ...props }: SectionProps) {
  return (
    <section
      id={id}
      className={cn(
        // Tighter on phones, where the home page is one long column (decision 0058).
        'scroll-mt-16 py-10 md:scroll-mt-20 md:py-28',
        tone === 'muted' && 'bg-secondary/60 dark:bg-secondary/30',
        className,
      )}
      {...props}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

export type HeadedSectionProps = SectionProps &
  Pick<SectionHeaderProps, 'eyebrow' | 'intro'> & { title: ReactNode };

/** A home-page section under its header, the section labelled by its h2 (`<id>-title`). */
export function HeadedSection({ id, eyebrow, title, intro, children, ...props }: HeadedSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} aria-labelledby={titleId} {...props}>
      <SectionHeader id={titleId} eyebrow={eyebrow} title={title} intro={intro} />
      {children}
    </Section>
  );
}

export type SectionHeaderProps = {
  /** id of the h2, for `aria-labelledby` on the section. */
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'center' | 'left';
  className?: string;
};

/** Eyebrow, serif h2 with a gold rule, optional intro. */
function SectionHeader({ id, eyebrow, title, intro, align = 'center', className }: SectionHeaderProps) {
  const centered = align === 'center';
  return (
    <Reveal className={cn('mb-6 md:mb-16', centered && 'mx-auto max-w-2xl text-center', className)}>
      {eyebrow ? (
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-amber-800 dark:text-accent">
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className="mt-3 font-serif text-3xl font-semibold tracking-tight text-balance text-foreground md:text-4xl lg:text-5xl"
      >
        {title}
      </h2>
      <div
        className={cn('mt-4 h-0.5 w-16 md:mt-5 rounded-full bg-accent', centered ? 'mx-auto' : undefined)}
        aria-hidden="true"
      />
      {intro ? (
        <p className="mt-4 text-base leading-relaxed text-muted-foreground md:mt-5 md:text-lg">{intro}</p>
      ) : null}
    </Reveal>
  );
}

export type RevealProps = ComponentProps<'div'> & {
  /** Seconds of delay before the fade starts (for staggering cards). */
  delay?: number;
};

/**
 * Fades its content in (0.7 s) the first time it scrolls into view. Rendered visible on the server and
 * when the visitor prefers reduced motion; only content still below the fold is hidden after hydration,
 * so nothing already on screen ever flashes.
 */
export function Reveal({ className, style, delay = 0, children, ...props }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'static' | 'hidden' | 'shown'>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setState('hidden');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      className={cn(
        state !== 'static' && 'transition-[opacity,translate] duration-700 ease-out',
        state === 'hidden' && 'translate-y-6 opacity-0',
        className,
      )}
      style={state === 'shown' && delay ? { ...style, transitionDelay: `${delay}s` } : style}
      {...props}
    >
      {children}
    </div>
  );
}
