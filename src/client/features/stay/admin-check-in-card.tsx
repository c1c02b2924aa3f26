import { ChevronDown, ChevronUp, ClipboardList } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { CheckInInstruction } from '../../../shared/schemas/check-in.js';
import { Badge } from '../../components/ui/badge.js';
import { cn } from '../../lib/cn.js';
import { AdminImage } from '../admin/admin-image.js';
import { CardDeleteButton, CardEditButton } from '../admin/admin-row-actions.js';

export interface AdminCheckInCardProps {
  instruction: CheckInInstruction;
  onEdit: (instruction: CheckInInstruction) => void;
  onDelete: (instruction: CheckInInstruction) => void;
}

/** True while the clamped content hides some of its text (measured in the browser only). */
function useIsClamped(ref: RefObject<HTMLElement | null>, text: string, expanded: boolean): boolean {
  const [clamped, setClamped] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new text can overflow without a resize.
  useEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setClamped(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, text, expanded]);
  return clamped;
}

/** One instruction: optional image, title, 'Order: n', clamped content with expand, Edit and Delete. */
export function AdminCheckInCard({ instruction, onEdit, onDelete }: AdminCheckInCardProps) {
  const [expanded, setExpanded] = useState(false);
  const contentRef = useRef<HTMLParagraphElement>(null);
  const contentId = useId();
  const clamped = useIsClamped(contentRef, instruction.content, expanded);
  const canToggle = expanded || clamped;

  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      {instruction.imagePath ? (
        <div className="aspect-[16/9] overflow-hidden bg-muted">
          <AdminImage src={instruction.imagePath} alt={instruction.title} icon={ClipboardList} />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 className="min-w-0 font-serif text-lg leading-snug font-semibold break-words text-foreground">
            {instruction.title}
          </h2>
          <Badge variant="secondary" className="mt-0.5">
            Order: {instruction.sortOrder}
          </Badge>
          {instruction.visibility === 'stay' ? (
            <Badge variant="outline" className="mt-0.5">
              During stay
            </Badge>
          ) : null}
        </div>
        <p
          ref={contentRef}
          id={contentId}
          className={cn(
            'text-sm leading-relaxed break-words whitespace-pre-line text-muted-foreground',
            !expanded && 'line-clamp-6',
          )}
        >
          {instruction.content}
        </p>
        {canToggle ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={contentId}
            onClick={() => setExpanded((value) => !value)}
            className="inline-flex w-fit items-center gap-1 rounded-md text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card"
          >
            {expanded ? 'Show less' : 'Show more'}
            {expanded ? (
              <ChevronUp aria-hidden="true" className="size-4" />
            ) : (
              <ChevronDown aria-hidden="true" className="size-4" />
            )}
          </button>
        ) : null}
        <div className="mt-auto flex justify-end gap-2 border-t border-border pt-4">
          <CardEditButton onClick={() => onEdit(instruction)} label={`Edit ${instruction.title}`} />
          <CardDeleteButton
            variant="outline"
            onClick={() => onDelete(instruction)}
            label={`Delete ${instruction.title}`}
          />
        </div>
      </div>
    </li>
  );
}
