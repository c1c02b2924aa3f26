import { Loader2, Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button.js';
import { darkDestructiveText } from '../../components/ui/form-field.js';
import { cn } from '../../lib/cn.js';

/** The ghost icon buttons that edit and delete one row of an admin list; labels name the row. */
export function EditIconButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" onClick={onClick} aria-label={label}>
      <Pencil aria-hidden="true" />
    </Button>
  );
}

export function DeleteIconButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={onClick}
      aria-label={label}
      className={cn('text-destructive hover:bg-destructive/10 hover:text-destructive', darkDestructiveText)}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

const destructiveLook = {
  ghost: 'text-destructive hover:bg-destructive/10 hover:text-destructive',
  outline: 'text-destructive hover:border-destructive/40 hover:bg-destructive/10 hover:text-destructive',
} as const;

interface CardActionProps {
  onClick: () => void;
  /** The accessible name when the visible word alone would not say which card ('Edit Sunset walk'). */
  label?: string;
  className?: string;
}

/** The 'Edit' and 'Delete' buttons at the foot of an admin card (attractions, experiences, check-in, codes). */
export function CardEditButton({ onClick, label, className }: CardActionProps) {
  return (
    <Button variant="outline" size="sm" onClick={onClick} aria-label={label} className={className}>
      <Pencil aria-hidden="true" />
      Edit
    </Button>
  );
}

export function CardDeleteButton({
  onClick,
  label,
  className,
  variant = 'ghost',
  pending,
}: CardActionProps & { variant?: keyof typeof destructiveLook; pending?: boolean }) {
  return (
    <Button
      variant={variant}
      size="sm"
      onClick={onClick}
      aria-label={label}
      disabled={pending}
      className={cn(className, destructiveLook[variant], darkDestructiveText)}
    >
      {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Trash2 aria-hidden="true" />}
      Delete
    </Button>
  );
}
