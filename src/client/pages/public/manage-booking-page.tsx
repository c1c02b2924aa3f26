import { useParams } from 'wouter';
import { PageShell } from '../../components/public/page-shell.js';
import { ManageBooking } from '../../features/experiences/manage-booking.js';
import { PublicLayout } from '../../features/public-layout/public-layout.js';

/**
 * /experiences/manage/{token}: a guest's own booking. Nothing of it is rendered on the server (the page
 * is the same shell for every link, never cached, noindex); the browser reads the booking by its token.
 */
export function ManageBookingPage() {
  const { token } = useParams<{ token: string }>();
  return (
    <PublicLayout>
      <PageShell eyebrow="Experiences" title="Your Booking" width="narrow">
        <ManageBooking token={token} />
      </PageShell>
    </PublicLayout>
  );
}
