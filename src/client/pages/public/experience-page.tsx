import { useParams } from 'wouter';
import { ExperienceDetails } from '../../features/experiences/experience-details.js';
import { PublicLayout } from '../../features/public-layout/public-layout.js';

/** /experiences/{id}: one bookable experience, its dates and the booking form (issue 35). */
export function ExperiencePage() {
  const { id } = useParams<{ id: string }>();
  return (
    <PublicLayout>
      <ExperienceDetails id={Number(id)} />
    </PublicLayout>
  );
}

/** What it reads, so the server prefetches it (decision 0019). */
ExperiencePage.queries = ExperienceDetails.queries;
