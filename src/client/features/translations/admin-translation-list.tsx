import { TRANSLATION_LOCALES, type TranslationLocale } from '../../../shared/locales.js';
import { Card } from '../../components/ui/card.js';
import { AdminCardTitle } from '../admin/admin-card-heading.js';
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

/** One card per resource: each item's name and a chip per language that opens the editor. */
export function AdminTranslationList({
  items,
  onEdit,
}: {
  items: readonly TranslationOverviewItem[];
  onEdit: (item: TranslationOverviewItem, locale: TranslationLocale) => void;
}) {
  return (
    <div className="grid gap-6">
      {groupByResource(items).map(([resource, group]) => {
        const titleId = `translations-${resource}-title`;
        return (
          <Card key={resource} role="region" aria-labelledby={titleId} className="overflow-hidden">
            <div className="flex items-baseline justify-between gap-3 border-b border-border px-4 py-3 sm:px-6">
              <AdminCardTitle id={titleId}>{resourceLabel(resource)}</AdminCardTitle>
              <span className="text-sm text-muted-foreground">
                {group.length === 1 ? '1 item' : `${group.length} items`}
              </span>
            </div>
            <ul className="divide-y divide-border">
              {group.map((item) => (
                <li
                  key={item.id}
                  data-translation-item={`${item.resource}/${item.id}`}
                  className="flex flex-col gap-2 px-4 py-3 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:gap-4"
                >
                  <p className="min-w-0 font-medium break-words text-foreground">{item.label}</p>
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
          </Card>
        );
      })}
    </div>
  );
}
