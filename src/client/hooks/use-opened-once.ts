import { useState } from 'react';

/**
 * True from the first render where `open` is true, for good: lazy overlays mount when first opened and
 * stay mounted, so their closing animation and focus return still run.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
