import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { absoluteHref } from './nav.js';

/** A link in running text to another back-office screen (`paths.admin.*`, optionally with a #field). */
export function AdminLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={absoluteHref(href)}
      className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-3.5" />
    </Link>
  );
}
