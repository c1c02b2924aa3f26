import { AlertCircle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { errorMessage } from '../../lib/api.js';
import { cn } from '../../lib/cn.js';

/** The centred spinner an admin page shows while its data loads. */
export function AdminLoading({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cn('flex justify-center py-16', className)}>
      <Spinner className="size-8 text-primary" label={label} />
    </div>
  );
}

/** A failed load with its reason and a 'Try again' button. */
export function AdminLoadError({
  title,
  error,
  retrying,
  onRetry,
}: {
  title: ReactNode;
  error: unknown;
  /** A refetch is under way: the button is disabled and its icon spins. */
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Card role="alert" className="flex flex-col items-start gap-3 p-6">
      <p className="font-medium text-destructive">{title}</p>
      <p className="text-sm text-muted-foreground">{errorMessage(error)}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Try again
      </Button>
    </Card>
  );
}

/** A failed load as one line: '{prefix}: {reason}'. */
export function AdminLoadErrorLine({ prefix, error }: { prefix: string; error: unknown }) {
  return (
    <Card className="p-6 text-sm text-destructive" role="alert">
      {prefix}: {errorMessage(error)}
    </Card>
  );
}

/** An empty list as a muted icon over one line of text. */
export function AdminEmptyNote({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      {icon}
      <p className="text-muted-foreground">{children}</p>
    </Card>
  );
}

/** A failed load as one line after a warning icon: '{prefix}: {reason}'. */
export function AdminLoadErrorAlert({ prefix, error }: { prefix: string; error: unknown }) {
  return (
    <Card role="alert" className="flex items-start gap-3 p-6">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <p className="text-sm text-foreground">
        {prefix}: {errorMessage(error)}
      </p>
    </Card>
  );
}
