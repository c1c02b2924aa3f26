import type { ReactNode } from 'react';
import { ADMIN_GUEST_INFO_TRUNCATE } from '../../../shared/constants.js';
import { richTextToPlain } from '../../../shared/text/rich-text.js';
import { truncate } from '../../../shared/text/truncate.js';
import { RichText } from '../../components/public/rich-text.js';
import { Badge } from '../../components/ui/badge.js';
import { Card } from '../../components/ui/card.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { toast } from '../../hooks/use-toast.js';
import { cn } from '../../lib/cn.js';
import { guestInfoSpriteIcon } from './guest-info-icons.js';

/** Spec 8, guest info admin. */
export const VALIDATION_ERROR_TITLE = 'Validation Error';
export const SUBMIT_FAILED_MESSAGE = 'Failed to submit form. Please try again.';
export const NO_CATEGORY_MESSAGE = 'Cannot add item – Please create a category first before adding items';

export const bySortOrder = <T extends { sortOrder: number; id: number }>(a: T, b: T) =>
  a.sortOrder - b.sortOrder || a.id - b.id;

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const ICON_LABELS: Partial<Record<string, string>> = {
  nosmoking: 'No smoking',
  tv: 'TV',
  wifi: 'Wi-Fi',
  bbq: 'BBQ',
  medicalcross: 'Medical cross',
  tshirt: 'T-shirt',
  email: 'Email',
  checkmark: 'Checkmark',
};

export function iconLabel(key: string): string {
  return ICON_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

export function ItemIcon({ icon, className }: { icon: string | null | undefined; className?: string }) {
  return <SpriteIcon id={guestInfoSpriteIcon(icon)} className={className} />;
}

/** Over 150 characters: cut to 150 plus an ellipsis (bullet markers dropped); otherwise bullets and links as elements. */
export function ItemDescription({ text }: { text: string }) {
  if (Array.from(text).length > ADMIN_GUEST_INFO_TRUNCATE) {
    return (
      <p className="text-sm leading-relaxed text-muted-foreground">
        {truncate(richTextToPlain(text), ADMIN_GUEST_INFO_TRUNCATE)}
      </p>
    );
  }
  return <RichText text={text} className="space-y-1 text-sm text-muted-foreground" />;
}

export function SectionHeading({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="space-y-1">
        <h2 className="font-serif text-xl font-semibold text-foreground">{title}</h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {action ? <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end">{action}</div> : null}
    </div>
  );
}

export function EmptyCard({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        {icon}
      </span>
      <p className="font-medium text-foreground">{title}</p>
      {text ? <p className="max-w-sm text-sm text-muted-foreground">{text}</p> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </Card>
  );
}

export function OrderBadge({ value }: { value: number }) {
  return (
    <Badge variant="outline" className="font-sans font-normal text-muted-foreground tabular-nums">
      Order {value}
    </Badge>
  );
}

export function TabCount({ value }: { value: number }) {
  return (
    <span
      className={cn(
        'rounded-full bg-muted-foreground/10 px-1.5 text-xs tabular-nums text-muted-foreground',
        'group-data-[state=active]:bg-primary/10',
      )}
    >
      {value}
    </span>
  );
}

export function submitFailedToast() {
  toast({ variant: 'destructive', title: SUBMIT_FAILED_MESSAGE });
}
