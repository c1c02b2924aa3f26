import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, KeyRound, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { paths } from '../../../shared/routes.js';
import { type PasswordResetInput, PasswordResetSchema } from '../../../shared/schemas/auth.js';
import { Button, buttonVariants } from '../../components/ui/button.js';
import { Spinner } from '../../components/ui/spinner.js';
import { ApiRequestError } from '../../lib/api.js';
import { absoluteHref } from '../admin/nav.js';
import { useResetLink, useResetPassword } from './admin-api.js';
import { FormAlert } from './auth-screen.js';
import { NewPasswordField } from './password-input.js';
import { showServerErrors } from './server-form-errors.js';

/** The emailed link's form (issue 45 item 2): a new password, once; then on to the sign-in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const link = useResetLink(token);
  const reset = useResetPassword(token);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<PasswordResetInput>({
    resolver: zodResolver(PasswordResetSchema),
    defaultValues: { newPassword: '' },
  });
  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    reset.mutate(values, {
      onError: (error) => setAlert(showServerErrors(error, form.setError, ['newPassword'])),
    });
  });

  if (reset.isSuccess) {
    return (
      <div className="grid gap-5">
        <div role="status" className="flex gap-3 rounded-lg border border-border bg-secondary/60 p-4 text-sm">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <p className="text-foreground">{reset.data.message}</p>
        </div>
        <Link
          href={absoluteHref(paths.admin.login)}
          className={buttonVariants({ size: 'lg', className: 'w-full' })}
        >
          Sign in
        </Link>
      </div>
    );
  }
  if (link.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner className="size-6 text-primary" label="Checking the link" />
      </div>
    );
  }
  if (link.isError) {
    const reason = link.error instanceof ApiRequestError ? link.error.serverMessage : undefined;
    return <FormAlert>{reason ?? 'The link could not be checked. Please try again.'}</FormAlert>;
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        For <span className="font-medium text-foreground">{link.data.username}</span>.
      </p>
      <NewPasswordField
        id="reset-new-password"
        error={form.formState.errors.newPassword?.message}
        disabled={reset.isPending}
        {...form.register('newPassword')}
      />
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <KeyRound aria-hidden="true" />
        )}
        {reset.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
