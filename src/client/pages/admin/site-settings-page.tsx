import { ExternalLink } from 'lucide-react';
import { paths } from '../../../shared/routes.js';
import { buttonVariants } from '../../components/ui/button.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminLoadError, AdminLoading } from '../../features/admin/admin-states.js';
import { AdminBackupCard } from '../../features/backup/admin-backup-card.js';
import { AdminEmailSettingsCard } from '../../features/email-settings/admin-email-settings-card.js';
import { useAdminSiteSettings } from '../../features/site-settings/admin-api.js';
import { AdminLegalTextCard } from '../../features/site-settings/admin-legal-text-form.js';
import { AdminSiteSettingsForm } from '../../features/site-settings/admin-site-settings-form.js';

/** Site settings: the words and links of the public site that are the chalet's own copy. */
export function AdminSiteSettingsPage() {
  const { data, isPending, isError, error, refetch, isFetching } = useAdminSiteSettings();

  return (
    <>
      <AdminPageHeader
        title="Site Settings"
        description="The chalet's own words and links on the public website: its name, the hero, About, promotion, 'As Seen On', footer, location, contact details, booking link and legal pages; how the website emails you; backups."
        actions={
          <a
            href={paths.home}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'outline' })}
          >
            View website
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        }
      />
      {isPending ? (
        <AdminLoading label="Loading site settings" className="py-20" />
      ) : isError ? (
        <AdminLoadError
          title="Error loading site settings"
          error={error}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : (
        <AdminSiteSettingsForm settings={data} />
      )}
      <AdminEmailSettingsCard />
      <div className="mt-6 grid gap-6">
        <AdminLegalTextCard page="privacy-policy" />
        <AdminLegalTextCard page="terms-of-use" />
      </div>
      <AdminBackupCard />
    </>
  );
}
