import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

export interface AdminPageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the right (below the title on phones), e.g. an 'Add' button. */
  actions?: ReactNode;
  className?: string;
}

/** The top of an admin page: its `<h1>`, a short description and the page's main actions. */
export function AdminPageHeader({ title, description, actions, className }: AdminPageHeaderProps) {
  return (
    <div
      data-slot="admin-page-header"
      className={cn(
        'mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between lg:mb-8',
        className,
      )}
    >
      <div className="min-w-0 space-y-1.5">
        <h1 className="font-serif text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
          {title}
        </h1>
        {description ? <p className="max-w-2xl text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
