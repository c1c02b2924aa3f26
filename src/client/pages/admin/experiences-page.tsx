import { Plus, Ticket } from 'lucide-react';
import type { Experience } from '../../../shared/schemas/experiences.js';
import { Button } from '../../components/ui/button.js';
import { AdminDeleteDialog } from '../../features/admin/admin-dialogs.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminEmptyNote, AdminLoadError, AdminLoading } from '../../features/admin/admin-states.js';
import { useEntityDialogs } from '../../features/admin/use-entity-dialogs.js';
import { useAdminAttractions } from '../../features/attractions/admin-api.js';
import {
  useAdminExperiences,
  useDeleteExperience,
  useUpdateExperience,
} from '../../features/experiences/admin-api.js';
import { AdminExperienceCard } from '../../features/experiences/admin-experience-card.js';
import { AdminExperienceFormDialog } from '../../features/experiences/admin-experience-form-dialog.js';

const byTitle = (a: Experience, b: Experience) => a.title.localeCompare(b.title);

/** Experiences guests can book (issue 35): list, add/edit with the booking rules, active switch. */
export function AdminExperiencesPage() {
  const query = useAdminExperiences();
  const attractionsQuery = useAdminAttractions();
  const update = useUpdateExperience();
  const remove = useDeleteExperience();
  const dialogs = useEntityDialogs<Experience>();
  const experiences = [...(query.data ?? [])].sort(byTitle);
  const attractions = attractionsQuery.data ?? [];
  const attractionTitle = new Map(attractions.map((attraction) => [attraction.id, attraction.title]));

  return (
    <>
      <meta name="robots" content="noindex" />
      <AdminPageHeader
        title="Experiences"
        description="Outings guests can book on the website: their days, places and booking rules. Hidden experiences keep their bookings but take no new ones."
        actions={
          <Button onClick={(event) => dialogs.openCreate(event.currentTarget)}>
            <Plus aria-hidden="true" />
            Add Experience
          </Button>
        }
      />

      {query.isPending ? (
        <AdminLoading label="Loading experiences" />
      ) : query.isError ? (
        <AdminLoadError
          title="Failed to fetch experiences"
          error={query.error}
          retrying={query.isRefetching}
          onRetry={() => void query.refetch()}
        />
      ) : experiences.length === 0 ? (
        <AdminEmptyNote icon={<Ticket aria-hidden="true" className="size-10 text-muted-foreground" />}>
          No experiences yet. Add the first outing guests can book.
        </AdminEmptyNote>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 sm:gap-6 xl:grid-cols-3">
          {experiences.map((experience) => (
            <AdminExperienceCard
              key={experience.id}
              experience={experience}
              attractionTitle={
                experience.attractionId === null
                  ? null
                  : (attractionTitle.get(experience.attractionId) ?? null)
              }
              onEdit={() => dialogs.openEdit(experience)}
              onDelete={() => dialogs.openDelete(experience)}
              switching={update.isPending && update.variables?.id === experience.id}
              onActiveChange={(isActive) => update.mutate({ id: experience.id, data: { isActive } })}
            />
          ))}
        </div>
      )}

      <AdminExperienceFormDialog {...dialogs.formDialog} attractions={attractions} />
      <AdminDeleteDialog
        {...dialogs.deleteDialog}
        description={(experience) =>
          `This will permanently delete "${experience.title}". An experience with bookings cannot be deleted: switch it off instead to stop new bookings.`
        }
        pending={remove.isPending}
        onDelete={(experience) => remove.mutateAsync(experience.id)}
      />
    </>
  );
}
