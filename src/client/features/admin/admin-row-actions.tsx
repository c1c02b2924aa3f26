import { Pencil, Trash2 } from 'lucide-react';
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
