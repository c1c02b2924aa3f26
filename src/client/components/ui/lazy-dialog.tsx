import { type ReactNode, Suspense } from 'react';
import { m } from '../../../shared/i18n/locale.js';
import { useOpenedOnce } from '../../hooks/use-opened-once.js';
import { LoadFailed, lazyWithFallback } from '../../lib/lazy-page.js';

const DialogShell = lazyWithFallback(
  () => import('./dialog-shell.js'),
  () => <LoadFailed what={m.common_load_failed_window()} />,
);

export type LazyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Shown before the title, in one row (an icon). */
  titleAdornment?: ReactNode;
  titleSize?: 'default' | 'large';
  description?: ReactNode;
  footer?: ReactNode;
  /** The panel's width from `sm` up, e.g. 'sm:max-w-2xl'. */
  width?: string;
  children: ReactNode;
};

/**
 * A titled dialog whose code (Radix dialog, focus trap, scroll lock) is downloaded the first time it
 * opens, so public pages do not carry it up front. It stays mounted afterwards, so closing animates and
 * focus returns to the element that opened it.
 */
export function LazyDialog(props: LazyDialogProps) {
  return useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <DialogShell {...props} />
    </Suspense>
  ) : null;
}
