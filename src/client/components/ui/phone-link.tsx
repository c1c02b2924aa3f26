import type { ReactNode } from 'react';
import { telHref } from '../../../shared/text/phone.js';
import { cn } from '../../lib/cn.js';

/**
 * A phone number as a `tel:` link that never breaks mid-number (issue 45): the number wraps as a whole.
 * `children` go before the number (an icon, a screen-reader label).
 */
export function PhoneLink({
  phone,
  className,
  children,
}: {
  phone: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <a href={telHref(phone)} className={cn('whitespace-nowrap', className)}>
      {children}
      {phone}
    </a>
  );
}
