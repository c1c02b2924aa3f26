import { Link } from 'wouter';
import { paths } from '../../../shared/routes.js';
import { Button } from '../../components/ui/button.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { PublicLayout } from '../../features/public-layout/public-layout.js';

/** Any unknown path (spec 2): the not-found card. */
export function NotFoundPage() {
  return (
    <PublicLayout countsViews={false}>
      <div className="flex min-h-[80vh] items-center justify-center px-4 pt-36 pb-20 md:pt-44">
        <div className="w-full max-w-md rounded-2xl border border-border bg-card p-8 text-center shadow-lg md:p-10">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
            <SpriteIcon id="compass" className="size-7" />
          </span>
          <h1 className="mt-6 font-serif text-3xl font-semibold text-foreground">404 Page Not Found</h1>
          <p className="mt-4 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Button asChild className="mt-8">
            <Link href={paths.home}>
              <SpriteIcon id="arrow-left" />
              Back to Home
            </Link>
          </Button>
        </div>
      </div>
    </PublicLayout>
  );
}
