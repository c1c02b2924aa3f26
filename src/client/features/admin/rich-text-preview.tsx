import { RichText } from '../../components/public/rich-text.js';

/**
 * What guests will see of a description while the owner types it: sections, bullets and links as the
 * public pages render them (same parser), next to the raw text.
 */
export function RichTextPreview({ text, id }: { text: string | null | undefined; id: string }) {
  const empty = !text?.trim();
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
          <RichText text={text} className="text-sm text-foreground/85" />
        )}
      </div>
    </section>
  );
}
