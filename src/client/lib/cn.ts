import { type ClassValue, clsx } from 'clsx';

type ClassMerger = (classes: string) => string;
let mergeClasses: ClassMerger | null = null;

/**
 * Installs a resolver of conflicting Tailwind utilities (tailwind-merge: the last one wins). The back
 * office installs it, as its screens pass overriding classes freely; the public pages are written
 * without conflicting utilities (tests/api/ssr-class-merge.test.ts proves it for every page), so they
 * do not download it.
 */
export function setClassMerger(merge: ClassMerger | null): void {
  mergeClasses = merge;
}

/** Joins class names (clsx), resolving conflicting utilities when a merger is installed. */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  return mergeClasses ? mergeClasses(classes) : classes;
}
