import { Eye, EyeOff, MessageSquareQuote, Plus } from 'lucide-react';
import type { Testimonial } from '../../../shared/schemas/testimonials.js';
import { testimonialByline } from '../../../shared/text/month.js';
import { Badge } from '../../components/ui/badge.js';
import { Button } from '../../components/ui/button.js';
import { AdminDeleteDialog } from '../../features/admin/admin-dialogs.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { DeleteIconButton, EditIconButton } from '../../features/admin/admin-row-actions.js';
import { AdminEmptyNote, AdminLoadErrorLine, AdminLoading } from '../../features/admin/admin-states.js';
import { AdminTable } from '../../features/admin/admin-table.js';
import { useEntityDialogs } from '../../features/admin/use-entity-dialogs.js';
import {
  useAdminTestimonials,
  useDeleteTestimonial,
  useUpdateTestimonial,
} from '../../features/testimonials/admin-api.js';
import { AdminTestimonialFormDialog } from '../../features/testimonials/admin-testimonial-form-dialog.js';
import { AdminTestimonialStars } from '../../features/testimonials/admin-testimonial-stars.js';

const TESTIMONIAL_COLUMNS = [
  { label: 'Name' },
  { label: 'Location' },
  { label: 'Rating' },
  { label: 'Comment' },
  { label: 'Status' },
  { label: 'Actions', className: 'text-right' },
] as const;

/** The back office's Testimonials screen (spec 2, 'Admin testimonials'): the list; the add/edit form is the feature's. */
export function AdminTestimonialsPage() {
  const { data, isPending, isError, error } = useAdminTestimonials();
  const update = useUpdateTestimonial();
  const remove = useDeleteTestimonial();
  const dialogs = useEntityDialogs<Testimonial>();
  const testimonials = data ?? [];

  const toggleActive = (testimonial: Testimonial) => {
    update.mutate({ id: testimonial.id, data: { isActive: !testimonial.isActive } });
  };

  return (
    <>
      <AdminPageHeader
        title="Testimonials"
        description="Guest reviews shown on the website. Hidden reviews stay here but are not displayed."
        actions={
          <Button onClick={() => dialogs.openCreate()}>
            <Plus aria-hidden="true" />
            Add Testimonial
          </Button>
        }
      />

      {isPending ? (
        <AdminLoading label="Loading testimonials" />
      ) : isError ? (
        <AdminLoadErrorLine prefix="Unable to load testimonials" error={error} />
      ) : testimonials.length === 0 ? (
        <AdminEmptyNote
          icon={<MessageSquareQuote aria-hidden="true" className="size-10 text-muted-foreground" />}
        >
          No testimonials found. Add your first testimonial to get started.
        </AdminEmptyNote>
      ) : (
        <AdminTable columns={TESTIMONIAL_COLUMNS} bodyClassName="divide-y divide-border">
          {testimonials.map((testimonial) => (
            <tr
              key={testimonial.id}
              className="align-middle transition-colors hover:bg-muted/30 max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-2 max-md:p-4"
            >
              <td className="px-4 py-4 max-md:col-span-2 max-md:p-0">
                <div className="flex items-center gap-3">
                  {testimonial.image ? (
                    <img
                      src={testimonial.image}
                      alt=""
                      className="size-9 shrink-0 rounded-full border border-border object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-primary"
                    >
                      {testimonial.name.trim().charAt(0).toUpperCase()}
                    </span>
                  )}
                  <div className="min-w-0">
                    <p className="font-medium text-foreground">{testimonial.name}</p>
                    {testimonial.location ? (
                      <p className="text-xs text-muted-foreground md:hidden">{testimonial.location}</p>
                    ) : null}
                    {testimonialByline(testimonial) ? (
                      <p className="text-xs text-muted-foreground">{testimonialByline(testimonial)}</p>
                    ) : null}
                  </div>
                </div>
              </td>
              <td className="px-4 py-4 text-muted-foreground max-md:hidden">{testimonial.location || '—'}</td>
              <td className="px-4 py-4 whitespace-nowrap max-md:col-span-2 max-md:p-0">
                <AdminTestimonialStars rating={testimonial.rating} />
              </td>
              <td className="max-w-md px-4 py-4 text-muted-foreground max-md:col-span-2 max-md:max-w-none max-md:p-0">
                <p className="line-clamp-3" title={testimonial.comment}>
                  {testimonial.comment}
                </p>
              </td>
              <td className="px-4 py-4 max-md:self-center max-md:p-0">
                <button
                  type="button"
                  onClick={() => toggleActive(testimonial)}
                  disabled={update.isPending && update.variables?.id === testimonial.id}
                  aria-label={
                    testimonial.isActive
                      ? `Active: hide the testimonial from ${testimonial.name}`
                      : `Hidden: show the testimonial from ${testimonial.name}`
                  }
                  className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-50"
                >
                  <Badge
                    variant={testimonial.isActive ? 'success' : 'secondary'}
                    className="cursor-pointer gap-1.5 px-3 py-1"
                  >
                    {testimonial.isActive ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
                    {testimonial.isActive ? 'Active' : 'Hidden'}
                  </Badge>
                </button>
              </td>
              <td className="px-4 py-4 max-md:p-0">
                <div className="flex justify-end gap-1">
                  <EditIconButton
                    label={`Edit testimonial from ${testimonial.name}`}
                    onClick={() => dialogs.openEdit(testimonial)}
                  />
                  <DeleteIconButton
                    label={`Delete testimonial from ${testimonial.name}`}
                    onClick={() => dialogs.openDelete(testimonial)}
                  />
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}

      <AdminTestimonialFormDialog {...dialogs.formDialog} />

      <AdminDeleteDialog
        {...dialogs.deleteDialog}
        title="Are you sure you want to delete this testimonial?"
        description={
          dialogs.deleting
            ? `The testimonial from ${dialogs.deleting.name} will be removed permanently.`
            : 'This cannot be undone.'
        }
        pending={remove.isPending}
        onDelete={(testimonial) => remove.mutateAsync(testimonial.id)}
      />
    </>
  );
}
