import { X } from 'lucide-react';
import type { Attraction, AttractionCategory } from '../../../shared/schemas/attractions.js';
import { cn } from '../../lib/cn.js';
import { AttractionCategoryIcon } from './admin-attraction-card.js';

export type AttractionFilter = number | 'all';

export function AdminAttractionFilterChips({
  categories,
  attractions,
  filter,
  onFilter,
  onDeleteCategory,
}: {
  categories: AttractionCategory[];
  attractions: Attraction[];
  filter: AttractionFilter;
  onFilter: (filter: AttractionFilter) => void;
  onDeleteCategory: (category: AttractionCategory) => void;
}) {
  const countOf = (id: number) => attractions.filter((a) => a.categoryId === id).length;
  const chipClass = (active: boolean) =>
    cn(
      'inline-flex h-9 items-center rounded-full border text-sm font-medium transition-colors',
      active
        ? 'border-primary bg-primary text-primary-foreground shadow-sm'
        : 'border-border bg-card text-foreground hover:border-primary/40 hover:bg-secondary',
    );
  const focusRing =
    'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

  return (
    <ul aria-label="AttractionFilter by category" className="mb-6 flex flex-wrap gap-2">
      <li>
        <button
          type="button"
          aria-pressed={filter === 'all'}
          onClick={() => onFilter('all')}
          className={cn(chipClass(filter === 'all'), focusRing, 'gap-2 px-4')}
        >
          All Attractions
          <span className={cn('text-xs', filter === 'all' ? 'opacity-80' : 'text-muted-foreground')}>
            {attractions.length}
          </span>
        </button>
      </li>
      {categories.map((category) => {
        const active = filter === category.id;
        return (
          <li key={category.id} className={chipClass(active)}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onFilter(category.id)}
              className={cn(focusRing, 'inline-flex h-full items-center gap-2 rounded-full pr-1.5 pl-3.5')}
            >
              <AttractionCategoryIcon icon={category.icon} className="size-4 shrink-0" />
              <span className="max-w-48 truncate">{category.name}</span>
              <span className={cn('text-xs', active ? 'opacity-80' : 'text-muted-foreground')}>
                {countOf(category.id)}
              </span>
            </button>
            <button
              type="button"
              onClick={() => onDeleteCategory(category)}
              aria-label={`Delete category ${category.name}`}
              className={cn(
                focusRing,
                'mr-1 inline-flex size-7 items-center justify-center rounded-full transition-colors',
                active
                  ? 'text-primary-foreground/80 hover:bg-white/20 hover:text-primary-foreground'
                  : 'text-muted-foreground hover:bg-destructive/10 hover:text-destructive',
              )}
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
