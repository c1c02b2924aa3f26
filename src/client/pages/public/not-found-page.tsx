import { Link } from 'wouter';
import { m } from '../../../shared/i18n/locale.js';
import type { SpriteIconId } from '../../../shared/icons/sprite-icons.js';
import { paths } from '../../../shared/routes.js';
import { Button } from '../../components/ui/button.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { PublicLayout } from '../../features/public-layout/public-layout.js';

/** Where a lost guest most likely meant to go: the site's own pages. */
const SUGGESTIONS: readonly { href: string; label: () => string; icon: SpriteIconId }[] = [
  { href: paths.experiences, label: m.common_page_experiences, icon: 'calendar-days' },
  { href: paths.attractions, label: m.common_not_found_attractions, icon: 'map-pin' },
  { href: paths.gallery, label: m.common_page_gallery, icon: 'image' },
  { href: paths.guestInfo, label: m.common_not_found_guest_info, icon: 'info' },
  { href: paths.checkIn, label: m.common_not_found_check_in, icon: 'key-round' },
];

/**
 * Any unknown path (spec 2): the not-found card with the spec's title and hint, word for word (the spec
 * fixes them), and beside them the site's own words and the way home and to the main pages (issue 45).
 */
export function NotFoundPage() {
  return (
    <PublicLayout countsViews={false}>
      <div className="flex min-h-[80vh] items-center justify-center px-4 pt-36 pb-20 md:pt-44">
        <div className="w-full max-w-lg rounded-2xl border border-border bg-card p-8 text-center shadow-lg md:p-10">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
            <SpriteIcon id="compass" className="size-7" />
          </span>
          <h1 className="mt-6 font-serif text-3xl font-semibold text-foreground">
            {m.common_page_not_found()}
          </h1>
          <p className="mt-4 text-muted-foreground">{m.common_not_found_text()}</p>
          <p className="mt-2 text-xs text-muted-foreground">{m.common_not_found_hint()}</p>
          <Button asChild className="mt-8">
            <Link href={paths.home}>
              <SpriteIcon id="arrow-left" />
              {m.common_not_found_back()}
            </Link>
          </Button>
          <nav aria-label={m.common_not_found_nav()} className="mt-8 border-t border-border pt-6">
            <p className="text-sm text-muted-foreground">{m.common_not_found_or()}</p>
            <ul className="mt-3 flex flex-wrap justify-center gap-2">
              {SUGGESTIONS.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className="inline-flex items-center gap-2 rounded-full border border-border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap text-foreground outline-none hover:border-primary hover:text-primary focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <SpriteIcon id={item.icon} className="size-4 text-primary" />
                    {item.label()}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </PublicLayout>
  );
}
