import { Mountain } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../shared/routes.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { absoluteHref } from '../admin/nav.js';
import { useLoadedSiteName } from '../site-settings/queries.js';

export const authLinkClass =
  'rounded text-muted-foreground underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring';

/** A link between the signed-out screens (`href` is the admin path, e.g. `paths.admin.login`). */
export function AuthLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={absoluteHref(href)} className={authLinkClass}>
      {children}
    </Link>
  );
}

/**
 * The screens of a signed-out owner (sign-in, "Forgot password?", the emailed reset link): the chalet's
 * mark and name, one card with the title and form, and the way back below it.
 */
export function AuthScreen({
  title,
  description,
  children,
  below,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Links under the card; "Back to the website" when none are given. */
  below?: ReactNode;
}) {
  const siteName = useLoadedSiteName();
  return (
    <main className="relative flex min-h-screen items-center justify-center bg-muted/50 px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm">
            <Mountain aria-hidden="true" className="size-6" />
          </span>
          <p className="font-serif text-lg font-semibold text-foreground">{siteName}</p>
        </div>
        <Card className="shadow-md">
          <CardHeader className="pb-4">
            <CardTitle asChild>
              <h1 className="text-2xl">{title}</h1>
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        <p className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-center text-sm">
          {below ?? (
            <a href={paths.home} className={authLinkClass}>
              Back to the website
            </a>
          )}
        </p>
      </div>
    </main>
  );
}

/** A form's message from the server (a refused link, a lockout), read out when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive dark:text-[color-mix(in_oklab,var(--destructive),white_30%)]"
    >
      {children}
    </p>
  );
}
