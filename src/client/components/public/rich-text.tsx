import type { ReactNode } from 'react';
import { type Block, parseRichText, type Segment } from '../../../shared/text/rich-text.js';
import { cn } from '../../lib/cn.js';

function renderSegments(segments: ReadonlyArray<Segment>): ReactNode[] {
  return segments.map((segment, index) =>
    segment.type === 'link' ? (
      <a
        key={index}
        href={segment.href}
        target="_blank"
        rel="noopener noreferrer"
        className="break-words font-medium text-primary underline decoration-primary/40 underline-offset-2 transition-colors hover:decoration-primary focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {segment.text}
      </a>
    ) : (
      <span key={index}>{segment.text}</span>
    ),
  );
}

function renderBlock(block: Block, index: number): ReactNode {
  if (block.type === 'bullets') {
    return (
      <ul key={index} className="list-disc space-y-1 pl-5 marker:text-accent">
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>{renderSegments(item)}</li>
        ))}
      </ul>
    );
  }
  return <p key={index}>{renderSegments(block.segments)}</p>;
}

export interface RichTextProps {
  text: string | null | undefined;
  className?: string;
}

/**
 * A multi-line description as React elements (never HTML): paragraphs, bullet lists and links that
 * open in a new tab (format: src/shared/text/rich-text.ts).
 */
export function RichText({ text, className }: RichTextProps) {
  const blocks = parseRichText(text);
  if (blocks.length === 0) return null;
  // No line height of its own: callers set the text size, which brings its line height.
  return <div className={cn('space-y-2', className)}>{blocks.map(renderBlock)}</div>;
}
