import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog.js';
import type { LazyDialogProps } from './lazy-dialog.js';

/** The Radix dialog behind `LazyDialog`: its own chunk, downloaded when a dialog first opens. */
export default function DialogShell({
  open,
  onOpenChange,
  title,
  titleAdornment,
  titleSize,
  description,
  footer,
  width,
  children,
}: LazyDialogProps) {
  const titleElement = <DialogTitle size={titleSize}>{title}</DialogTitle>;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Without a description, tell Radix on purpose so it does not warn. */}
      <DialogContent width={width} {...(description ? {} : { 'aria-describedby': undefined })}>
        <DialogHeader>
          {titleAdornment ? (
            <div className="flex items-center gap-3">
              {titleAdornment}
              {titleElement}
            </div>
          ) : (
            titleElement
          )}
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {children}
        {footer ? <DialogFooter>{footer}</DialogFooter> : null}
      </DialogContent>
    </Dialog>
  );
}
