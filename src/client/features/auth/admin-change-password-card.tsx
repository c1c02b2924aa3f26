import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ChangePasswordInput, ChangePasswordSchema } from '../../../shared/schemas/auth.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { toast } from '../../hooks/use-toast.js';
import { AdminCardIcon, AdminCardTitle } from '../admin/admin-card-heading.js';
import { handleAuthError } from '../admin/auth-error.js';
import { useChangePassword } from './admin-api.js';
import { FormAlert } from './auth-screen.js';
import { NewPasswordField, PasswordField } from './password-input.js';
import { showServerErrors } from './server-form-errors.js';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '' };

/**
 * The signed-in owner's new password (issue 45 item 2): the current one, then the new one with the rule
 * beside it; on success this session stays and every other one is signed out.
 */
export function AdminChangePasswordCard() {
  const change = useChangePassword();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    change.mutate(values, {
      onSuccess: ({ message }) => {
        form.reset(EMPTY);
        toast({ title: 'Password changed', description: message });
      },
      onError: (error) => {
        if (handleAuthError(error)) return;
        setAlert(showServerErrors(error, form.setError, ['currentPassword', 'newPassword']));
      },
    });
  });

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="change-password-title" className="grid gap-5">
        <div className="flex items-start gap-4">
          <AdminCardIcon icon={KeyRound} />
          <div className="min-w-0 space-y-1.5 text-sm">
            <AdminCardTitle id="change-password-title">Change password</AdminCardTitle>
            <p className="text-muted-foreground">
              Your other signed-in devices are signed out; this one stays signed in.
            </p>
          </div>
        </div>
        <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-5">
          <PasswordField
            id="current-password"
            label="Current password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            disabled={change.isPending}
            {...form.register('currentPassword')}
          />
          <NewPasswordField
            id="new-password"
            error={errors.newPassword?.message}
            disabled={change.isPending}
            {...form.register('newPassword')}
          />
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          <Button type="submit" className="w-full sm:w-fit" disabled={change.isPending}>
            {change.isPending ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <KeyRound aria-hidden="true" />
            )}
            {change.isPending ? 'Saving...' : 'Change password'}
          </Button>
        </form>
      </section>
    </Card>
  );
}
