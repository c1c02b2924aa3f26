import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The icon in a rounded square at the start of an admin card (settings cards, codes, feeds). */
export function AdminCardIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}

/** An admin card's title; `id` when the card is labelled by it. */
export function AdminCardTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="font-serif text-lg font-semibold text-foreground">
      {children}
    </h2>
  );
}
