import { useParams } from 'wouter';
import { m } from '../../../shared/i18n/locale.js';
import { PageShell } from '../../components/public/page-shell.js';
import { ExperienceDetails } from '../../features/experiences/experience-details.js';
import { ManageBooking } from '../../features/experiences/manage-booking.js';
import { PublicLayout } from '../../features/public-layout/public-layout.js';

/*
 * The experiences' two pages share one chunk (and one entry in the first view's list of chunks to
 * preload): the home page's first download carries each split page's name and dependencies.
 */

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

/**
 * /manage-booking/{token}: a guest's own booking. Nothing of it is rendered on the server (the page is
 * the same frame for every link, never cached, noindex); the browser reads the booking by its token.
 */
export function ManageBookingPage() {
  const { token } = useParams<{ token: string }>();
  return (
    <PublicLayout>
      <PageShell eyebrow={m.experiences_manage_eyebrow()} title={m.experiences_manage_title()} width="narrow">
        <ManageBooking token={token} />
      </PageShell>
    </PublicLayout>
  );
}
