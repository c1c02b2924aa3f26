import type { CheckInSection } from '../../../shared/text/check-in-content.js';
import { RichText } from '../../components/public/rich-text.js';
import { cn } from '../../lib/cn.js';
import { checkInIcon } from './check-in-icons.js';

interface SectionListProps {
  sections: readonly CheckInSection[];
  /** Heading level of the item titles. */
  itemHeading: 'h2' | 'h3';
  columns?: boolean;
  /** `en` when the owner's text came in English for lack of a translation (`fallbackLang`). */
  lang?: string;
}

/** The sections of one instruction as guests see them: icon, title and formatted text. */
export function CheckInSectionList({
  sections,
  itemHeading: ItemHeading,
  columns = false,
  lang,
}: SectionListProps) {
  return (
    <ul lang={lang} className={cn('grid gap-6', columns && 'md:grid-cols-2')}>
      {sections.map((section, index) => {
        const Icon = checkInIcon(section.icon);
        return (
          <li key={index} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              {section.title ? (
                <ItemHeading className="font-sans text-base font-semibold text-foreground">
                  {section.title}
                </ItemHeading>
              ) : null}
              <RichText
                text={section.description}
                className={cn('text-sm text-muted-foreground', section.title && 'mt-1')}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
