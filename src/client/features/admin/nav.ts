import type { LucideIcon } from 'lucide-react';

/**
 * wouter resolves `href`/`navigate` targets against the nearest nested route (`/admin`); a leading `~`
 * makes a path absolute. Use `absoluteHref(paths.admin.gallery)` for links and redirects inside the admin.
 */
export function absoluteHref(path: string): string {
  return `~${path}`;
}

/** An entry of the admin shell's side menu (built from the page registry, pages/admin/admin-pages.ts). */
export interface AdminNavItem {
  label: string;
  /** Absolute path (paths.admin.*). */
  href: string;
  icon: LucideIcon;
}

/** True when `pathname` (absolute) is the item's page or below it. */
export function isNavItemActive(item: AdminNavItem, pathname: string): boolean {
  const current = pathname.replace(/\/+$/, '').toLowerCase();
  const target = item.href.toLowerCase();
  return current === target || current.startsWith(`${target}/`);
}
