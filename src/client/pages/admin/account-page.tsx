import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminChangePasswordCard } from '../../features/auth/admin-change-password-card.js';
import { useCurrentUser } from '../../features/auth/queries.js';

/** The owner's account (issue 45 item 2): the password. */
export function AdminAccountPage() {
  const { data: user } = useCurrentUser();
  return (
    <>
      <AdminPageHeader
        title="Account"
        description={user ? `Signed in as ${user.username}.` : 'Your sign-in to the back office.'}
      />
      <AdminChangePasswordCard />
    </>
  );
}
