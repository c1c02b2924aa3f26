import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Label } from '../../components/ui/label.js';
import { Switch } from '../../components/ui/switch.js';
import { cn } from '../../lib/cn.js';

/**
 * The 'Active' switch of an admin form, bound to a boolean field (on when the value is unset), with
 * its hint. `switchAt="end"` puts the switch after the text (the access code form).
 */
export function ActiveSwitchField<T extends FieldValues, TContext, TOutput>({
  control,
  name,
  id,
  hint,
  switchAt = 'start',
}: {
  control: Control<T, TContext, TOutput>;
  name: FieldPath<T>;
  id: string;
  hint: string;
  switchAt?: 'start' | 'end';
}) {
  const hintId = `${id}-hint`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const toggle = (
          <Switch
            id={id}
            checked={(field.value as boolean | undefined) ?? true}
            onCheckedChange={field.onChange}
            aria-describedby={hintId}
          />
        );
        return (
          <div
            className={cn(
              'flex items-start rounded-lg border border-border p-4',
              switchAt === 'start' ? 'gap-3' : 'justify-between gap-4',
            )}
          >
            {switchAt === 'start' ? toggle : null}
            <div className="grid gap-1">
              <Label htmlFor={id}>Active</Label>
              <p id={hintId} className="text-sm text-muted-foreground">
                {hint}
              </p>
            </div>
            {switchAt === 'end' ? toggle : null}
          </div>
        );
      }}
    />
  );
}
