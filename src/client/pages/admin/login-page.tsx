import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, LogIn } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { LOGIN_REDIRECT_MS } from '../../../shared/constants.js';
import { paths } from '../../../shared/routes.js';
import { type LoginInput, LoginSchema } from '../../../shared/schemas/auth.js';
import { Button } from '../../components/ui/button.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { Spinner } from '../../components/ui/spinner.js';
import { absoluteHref } from '../../features/admin/nav.js';
import { useLogin } from '../../features/auth/admin-api.js';
import { AuthLink, AuthScreen, FormAlert } from '../../features/auth/auth-screen.js';
import { PasswordField } from '../../features/auth/password-input.js';
import { useCurrentUser } from '../../features/auth/queries.js';
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
  const login = useLogin();
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
    <AuthScreen title="Admin Login" description="Sign in to manage the chalet website.">
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
          <PasswordField
            id="login-password"
            label="Password"
            autoComplete="current-password"
            error={errors.password?.message}
            disabled={pending}
            {...form.register('password')}
          />
          {inlineError ? <FormAlert>{inlineError}</FormAlert> : null}
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <LogIn aria-hidden="true" />}
            {pending ? 'Signing in...' : 'Sign in'}
          </Button>
          <p className="text-center text-sm">
            <AuthLink href={paths.admin.forgotPassword}>Forgot password?</AuthLink>
          </p>
        </form>
      )}
    </AuthScreen>
  );
}
