import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.js';
import { cn } from '../../lib/cn.js';

export interface AdminTableColumn {
  label: string;
  /** Width or alignment of the column (`w-36`, `text-right`). */
  className?: string;
}

/**
 * A back-office list as a table on wide screens and stacked cards on phones (each row lays itself out
 * below `md`; the header is then for screen readers only).
 */
export function AdminTable({
  columns,
  className,
  bodyClassName,
  children,
}: {
  columns: readonly AdminTableColumn[];
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className="overflow-hidden">
      <table className={cn('w-full text-sm max-md:block', className)}>
        <thead className="bg-muted/60 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase max-md:sr-only">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn('px-4 py-3', column.className)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn('max-md:block', bodyClassName)}>{children}</tbody>
      </table>
    </Card>
  );
}
