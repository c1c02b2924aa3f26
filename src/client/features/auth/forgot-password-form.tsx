import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type PasswordResetRequestInput, PasswordResetRequestSchema } from '../../../shared/schemas/auth.js';
import { Button } from '../../components/ui/button.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { useRequestPasswordReset } from './admin-api.js';
import { FormAlert } from './auth-screen.js';
import { showServerErrors } from './server-form-errors.js';

/**
 * "Forgot password?" (issue 45 item 2): asks the username; the server answers the same whoever exists
 * and emails the owner's address a single-use link. Its answer replaces the form.
 */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<PasswordResetRequestInput>({
    resolver: zodResolver(PasswordResetRequestSchema),
    defaultValues: { username: '' },
  });
  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    request.mutate(values, {
      onError: (error) => setAlert(showServerErrors(error, form.setError, ['username'])),
    });
  });

  if (request.isSuccess) {
    return (
      <div role="status" className="flex gap-3 rounded-lg border border-border bg-secondary/60 p-4 text-sm">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <p className="text-foreground">{request.data.message}</p>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label="Username" htmlFor="forgot-username" error={form.formState.errors.username?.message}>
        <Input
          id="forgot-username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          disabled={request.isPending}
          {...form.register('username')}
        />
      </FormField>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
        {request.isPending ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <Send aria-hidden="true" />
        )}
        {request.isPending ? 'Sending...' : 'Email me a reset link'}
      </Button>
    </form>
  );
}
