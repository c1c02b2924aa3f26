import { toast } from '../../hooks/use-toast.js';

/** Copies `text` and says so; when the browser refuses, the toast shows the text to copy by hand. */
export function copyText(text: string, copied: string, failed: string) {
  navigator.clipboard.writeText(text).then(
    () => toast({ title: copied }),
    () => toast({ variant: 'destructive', title: `${failed}: ${text}` }),
  );
}
