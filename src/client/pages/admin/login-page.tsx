import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, Loader2, LogIn, Mountain } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { LOGIN_REDIRECT_MS } from '../../../shared/constants.js';
import { paths } from '../../../shared/routes.js';
import { type LoginInput, LoginSchema } from '../../../shared/schemas/auth.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { Spinner } from '../../components/ui/spinner.js';
import { absoluteHref } from '../../features/admin/nav.js';
import { useLogin } from '../../features/auth/admin-api.js';
import { useCurrentUser } from '../../features/auth/queries.js';
import { useLoadedSiteName } from '../../features/site-settings/queries.js';
import { toast } from '../../hooks/use-toast.js';
import { ApiRequestError } from '../../lib/api.js';

const INLINE_FALLBACK = 'Login failed. Please check your credentials.';

/** The server's own message of a failed login, if any. */
function loginErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  try {
    const parsed = JSON.parse(error.body) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}

/** Admin sign-in (spec 2, '/admin/login'). */
export function AdminLoginPage() {
  const [, navigate] = useLocation();
  const { data: user } = useCurrentUser();
  const siteName = useLoadedSiteName();
  const login = useLogin();
  const [showPassword, setShowPassword] = useState(false);
  const [inlineError, setInlineError] = useState<string | null>(null);
  const signingIn = useRef(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  // An admin who is already signed in goes straight to the dashboard.
  useEffect(() => {
    if (user?.isAdmin && !signingIn.current) {
      navigate(absoluteHref(paths.admin.dashboard), { replace: true });
    }
  }, [user, navigate]);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onSubmit = form.handleSubmit((values) => {
    setInlineError(null);
    signingIn.current = true;
    login.mutate(values, {
      onSuccess: (signedIn) => {
        toast({ title: 'Login successful', description: `Welcome back, ${signedIn.username}!` });
        redirectTimer.current = setTimeout(
          () => navigate(absoluteHref(paths.admin.dashboard), { replace: true }),
          LOGIN_REDIRECT_MS,
        );
      },
      onError: (error) => {
        signingIn.current = false;
        const message = loginErrorMessage(error);
        toast({
          variant: 'destructive',
          title: 'Login failed',
          description: message ?? 'Invalid username or password',
        });
        const status = error instanceof ApiRequestError ? error.status : 0;
        setInlineError(status === 401 || !message ? INLINE_FALLBACK : message);
      },
    });
  });

  const pending = login.isPending || login.isSuccess;

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
              <h1 className="text-2xl">Admin Login</h1>
            </CardTitle>
            <CardDescription>Sign in to manage the chalet website.</CardDescription>
          </CardHeader>
          <CardContent>
            {user?.isAdmin && !signingIn.current ? (
              <div className="flex justify-center py-6">
                <Spinner className="size-6 text-primary" label="Redirecting to the dashboard" />
              </div>
            ) : (
              <form onSubmit={onSubmit} noValidate className="grid gap-5">
                <FormField label="Username" htmlFor="login-username" error={errors.username?.message}>
                  <Input
                    id="login-username"
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    disabled={pending}
                    {...form.register('username')}
                  />
                </FormField>
                <FormField label="Password" htmlFor="login-password" error={errors.password?.message}>
                  <div className="relative">
                    <Input
                      id="login-password"
                      type={showPassword ? 'text' : 'password'}
                      autoComplete="current-password"
                      disabled={pending}
                      aria-invalid={errors.password ? true : undefined}
                      aria-describedby={errors.password ? 'login-password-error' : undefined}
                      className="pr-11"
                      {...form.register('password')}
                    />
                    <button
                      type="button"
                      onClick={() => setShowPassword((shown) => !shown)}
                      aria-label={showPassword ? 'Hide password' : 'Show password'}
                      aria-pressed={showPassword}
                      className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {showPassword ? (
                        <EyeOff aria-hidden="true" className="size-4" />
                      ) : (
                        <Eye aria-hidden="true" className="size-4" />
                      )}
                    </button>
                  </div>
                </FormField>
                {inlineError ? (
                  <p
                    role="alert"
                    className="rounded-lg border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive"
                  >
                    {inlineError}
                  </p>
                ) : null}
                <Button type="submit" size="lg" className="w-full" disabled={pending}>
                  {pending ? (
                    <Loader2 aria-hidden="true" className="animate-spin" />
                  ) : (
                    <LogIn aria-hidden="true" />
                  )}
                  {pending ? 'Signing in...' : 'Sign in'}
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
        <p className="mt-6 text-center text-sm">
          <a
            href={paths.home}
            className="rounded text-muted-foreground underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            Back to the website
          </a>
        </p>
      </div>
    </main>
  );
}
