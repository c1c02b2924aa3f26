import { useEffect, useRef, useState } from 'react';
import { m } from '../../../shared/i18n/locale.js';
import { Button } from '../../components/ui/button.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';

const COPIED_MS = 2_000;

/** The old way, for browsers without the async clipboard (or a refused permission). */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): try the selection below.
  }
  return copyWithSelection(text);
}

/**
 * Copies `text`, then says "Copied" for a moment. When neither way of copying works, it selects the
 * shown text (`selectTarget`) so the guest can copy it by hand, and says so.
 */
export function CopyButton({
  text,
  label,
  selectTarget,
}: {
  text: string;
  /** What is copied, for screen readers ("WiFi password"). */
  label: string;
  selectTarget?: () => HTMLElement | null;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'select'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const copied = await copyText(text);
    if (!copied) {
      const target = selectTarget?.();
      if (target) window.getSelection()?.selectAllChildren(target);
    }
    setState(copied ? 'copied' : 'select');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), COPIED_MS);
  };

  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={copy}>
        <SpriteIcon id={state === 'copied' ? 'check' : 'copy'} />
        {state === 'copied' ? m.checkin_copied() : m.checkin_copy()}
        <span className="sr-only"> {label}</span>
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied'
          ? m.checkin_copy_done({ label })
          : state === 'select'
            ? m.checkin_copy_selected_label({ label })
            : ''}
      </span>
      {state === 'select' ? (
        <span className="text-xs text-muted-foreground">{m.checkin_copy_selected()}</span>
      ) : null}
    </>
  );
}
