import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type LegalPage,
  type LegalText,
  LegalTextFieldsSchema,
} from '../../../shared/schemas/legal-texts.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { AdminLoadError, AdminLoading } from '../admin/admin-states.js';
import { TextareaField, TextField } from '../admin/text-field.js';
import { useUpdateLegalText } from './admin-api.js';
import { useLegalText } from './queries.js';

type FormValues = z.input<typeof LegalTextFieldsSchema>;
type FormOutput = z.output<typeof LegalTextFieldsSchema>;

const TITLES: Record<LegalPage, string> = {
  'privacy-policy': 'Privacy Policy',
  'terms-of-use': 'Terms of Use',
};

const FORMAT_HINT =
  "A line starting with '## ' starts a numbered section; a line starting with '- ' is a bullet; web addresses become links.";

function LegalTextForm({ page, text }: { page: LegalPage; text: LegalText }) {
  const update = useUpdateLegalText(page);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(LegalTextFieldsSchema),
    defaultValues: { body: text.body, updatedMonth: text.updatedMonth },
  });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => form.reset({ body: saved.body, updatedMonth: saved.updatedMonth }),
    }),
  );
  const id = `legal-${page}`;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={TITLES[page]} className="grid gap-5">
      <TextField
        form={form}
        name="updatedMonth"
        id={`${id}-updated`}
        label="Last updated"
        hint="The month shown under the title."
        type="month"
        placeholder="2025-06"
        inputClassName="max-w-56"
      />
      <TextareaField form={form} name="body" id={`${id}-body`} label="Text" hint={FORMAT_HINT} rows={14} />
      <div className="flex justify-end gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={!form.formState.isDirty || update.isPending}
          onClick={() => form.reset()}
        >
          Discard edits
        </Button>
        <Button type="submit" disabled={!form.formState.isDirty || update.isPending}>
          {update.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Save {TITLES[page]}
        </Button>
      </div>
    </form>
  );
}

/** The owner's privacy policy or terms of use (issue 45): its text and the month it was last updated. */
export function AdminLegalTextCard({ page }: { page: LegalPage }) {
  const { data, isPending, isError, error, refetch, isFetching } = useLegalText(page);
  const titleId = `legal-${page}-title`;
  return (
    <Card className="p-5 sm:p-6" role="group" aria-labelledby={titleId}>
      <h2 id={titleId} className="font-serif text-xl font-semibold text-foreground">
        {TITLES[page]}
      </h2>
      <p className="mt-1 mb-5 text-sm text-muted-foreground">
        The page linked from the footer of every page. Shown as plain text.
      </p>
      {isPending ? (
        <AdminLoading label={`Loading the ${TITLES[page]}`} className="py-10" />
      ) : isError ? (
        <AdminLoadError
          title={`Error loading the ${TITLES[page]}`}
          error={error}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : (
        <LegalTextForm page={page} text={data} />
      )}
    </Card>
  );
}
