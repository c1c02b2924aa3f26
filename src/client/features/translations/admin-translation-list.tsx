import { useState } from 'react';
import { TRANSLATION_LOCALES, type TranslationLocale } from '../../../shared/locales.js';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../components/ui/accordion.js';
import { Card } from '../../components/ui/card.js';
import type { TranslationOverviewItem } from './admin-api.js';
import { AdminTranslationStatusChip } from './admin-translation-status.js';
import { resourceLabel } from './translation-text.js';

/** The items grouped by resource, the groups in the order the server lists them (the back office's). */
function groupByResource(items: readonly TranslationOverviewItem[]) {
  const groups = new Map<string, TranslationOverviewItem[]>();
  for (const item of items) {
    const group = groups.get(item.resource);
    if (group) group.push(item);
    else groups.set(item.resource, [item]);
  }
  return [...groups];
}

/** "8 items, 7 need work" / "1 item, all done": what a closed group holds (any language not done). */
function groupSummary(group: readonly TranslationOverviewItem[]) {
  const count = group.length === 1 ? '1 item' : `${group.length} items`;
  const needWork = group.filter((item) =>
    TRANSLATION_LOCALES.some((locale) => item.status[locale] !== 'done'),
  );
  if (needWork.length === 0) return `${count}, all done`;
  return `${count}, ${needWork.length} ${needWork.length === 1 ? 'needs' : 'need'} work`;
}

/**
 * One card per resource, opened on demand (the whole site is some seventy items, five chips each): each
 * item's name and a chip per language that opens the editor. The first group starts open.
 */
export function AdminTranslationList({
  items,
  onEdit,
}: {
  items: readonly TranslationOverviewItem[];
  onEdit: (item: TranslationOverviewItem, locale: TranslationLocale) => void;
}) {
  const groups = groupByResource(items);
  const [open, setOpen] = useState<string[]>(() => (groups[0] ? [groups[0][0]] : []));
  return (
    <Accordion type="multiple" value={open} onValueChange={setOpen} className="grid gap-4">
      {groups.map(([resource, group]) => {
        const titleId = `translations-${resource}-title`;
        return (
          <Card key={resource} role="region" aria-labelledby={titleId} className="overflow-hidden">
            <AccordionItem value={resource} className="border-b-0">
              <AccordionTrigger className="rounded-none px-4 py-3 sm:px-6">
                <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <span id={titleId} className="font-serif text-lg font-semibold text-foreground">
                    {resourceLabel(resource)}
                  </span>
                  <span className="font-sans text-sm font-normal text-muted-foreground">
                    {groupSummary(group)}
                  </span>
                </span>
              </AccordionTrigger>
              <AccordionContent className="pb-0">
                <ul className="divide-y divide-border border-t border-border">
                  {group.map((item) => (
                    <li
                      key={item.id}
                      data-translation-item={`${item.resource}/${item.id}`}
                      className="flex flex-col gap-2 px-4 py-3 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:gap-4"
                    >
                      <p className="min-w-0 text-base font-medium break-words text-foreground">
                        {item.label}
                      </p>
                      <div className="flex flex-wrap gap-1.5 lg:shrink-0 lg:justify-end">
                        {TRANSLATION_LOCALES.map((locale) => (
                          <AdminTranslationStatusChip
                            key={locale}
                            locale={locale}
                            status={item.status[locale]}
                            itemLabel={item.label}
                            onEdit={() => onEdit(item, locale)}
                          />
                        ))}
                      </div>
                    </li>
                  ))}
                </ul>
              </AccordionContent>
            </AccordionItem>
          </Card>
        );
      })}
    </Accordion>
  );
}
