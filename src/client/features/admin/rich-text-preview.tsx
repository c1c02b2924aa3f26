import type { ReactNode } from 'react';
import { RichText } from '../../components/public/rich-text.js';

/**
 * What guests will see of a text while the owner types it, next to the raw text: `children` render it
 * with the same parser and components as the public pages.
 */
export function FormattedPreview({
  id,
  empty,
  children,
}: {
  id: string;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid content-start gap-2">
      <h3 id={`${id}-title`} className="text-sm font-medium text-foreground">
        Preview
      </h3>
      <div
        id={id}
        aria-live="polite"
        className="min-h-24 rounded-md border border-dashed border-border bg-secondary/40 p-3"
      >
        {empty ? (
          <p className="text-sm text-muted-foreground italic">The formatted text appears here as you type.</p>
        ) : (
          children
        )}
      </div>
    </section>
  );
}

/** A description (bullets and links) as guests see it. */
export function RichTextPreview({ text, id }: { text: string | null | undefined; id: string }) {
  return (
    <FormattedPreview id={id} empty={!text?.trim()}>
      <RichText text={text} className="text-sm text-foreground/85" />
    </FormattedPreview>
  );
}
