import type { ComponentType } from 'react';
import type { SpriteIconId } from '../../../shared/icons/sprite-icons.js';
import { spriteSymbolId } from '../../../shared/icons/sprite-symbol.js';

export interface SpriteIconProps {
  id: SpriteIconId;
  /** Size and colour, as for the lucide icons: `size-4 text-primary`. */
  className?: string;
}

/**
 * A decorative icon drawn from the SVG sprite (`/icons.svg`, built by the server from the
 * lucide icons listed in `shared/icons/sprite-icons.ts`), so the drawings are not JavaScript. Renders
 * like a lucide icon: 24 × 24 unless the class sizes it, stroked in the current text colour. It uses the
 * symbol in the page (decision 0033): the server inlines those its HTML uses, the client loads the rest.
 */
export function SpriteIcon({ id, className }: SpriteIconProps) {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`#${spriteSymbolId(id)}`} />
    </svg>
  );
}

type BoundSpriteIcon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' | 'false' }>;

const boundIcons = new Map<SpriteIconId, BoundSpriteIcon>();

/**
 * A component that draws one sprite icon, for callers that pick an icon component and render it as
 * `<Icon className=… aria-hidden="true" />`. One component per id, so React keeps the same element type
 * between renders. (The icon is always decorative: aria-hidden is set whatever the caller passes.)
 */
export function spriteIconComponent(id: SpriteIconId): BoundSpriteIcon {
  let component = boundIcons.get(id);
  if (!component) {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per id and cached, so its identity is stable.
    const Bound: BoundSpriteIcon = ({ className }) => <SpriteIcon id={id} className={className} />;
    boundIcons.set(id, Bound);
    component = Bound;
  }
  return component;
}
