import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { PASSWORD_RULE_HINT } from '../../../shared/schemas/auth.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input, type InputProps } from '../../components/ui/input.js';
import { cn } from '../../lib/cn.js';

/** A password input with its show/hide toggle (spec 2, 'Admin sign-in'; the new-password forms too). */
export function PasswordInput({ className, ...props }: Omit<InputProps, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <Input type={shown ? 'text' : 'password'} className={cn('pr-11', className)} {...props} />
      <button
        type="button"
        onClick={() => setShown((value) => !value)}
        aria-label={shown ? 'Hide password' : 'Show password'}
        aria-pressed={shown}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        {shown ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}

type PasswordFieldProps = Omit<InputProps, 'type'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled password input with its hint or error below, as every password form shows it. */
export function PasswordField({ label, hint, error, ...input }: PasswordFieldProps) {
  return (
    <FormField label={label} htmlFor={input.id} hint={hint} error={error}>
      <PasswordInput {...input} />
    </FormField>
  );
}

/** The new password, with the rule it must meet (the change-password card and the emailed reset link). */
export function NewPasswordField(props: Omit<PasswordFieldProps, 'label' | 'hint' | 'autoComplete'>) {
  return (
    <PasswordField label="New password" hint={PASSWORD_RULE_HINT} autoComplete="new-password" {...props} />
  );
}
