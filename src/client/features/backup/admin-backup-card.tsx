import { DatabaseBackup, Download } from 'lucide-react';
import { adminApi } from '../../../shared/admin-routes.js';
import { buttonVariants } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { AdminCardIcon, AdminCardTitle } from '../admin/admin-card-heading.js';

/** The owner's complete backup, downloaded while the site runs (decision 0051). */
export function AdminBackupCard() {
  return (
    <Card className="mt-8 p-5 sm:p-6">
      <section aria-labelledby="backup-title" className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <AdminCardIcon icon={DatabaseBackup} />
        <div className="min-w-0 flex-1 space-y-1.5 text-sm">
          <AdminCardTitle id="backup-title">Backup</AdminCardTitle>
          <p className="text-muted-foreground">
            One file with everything the site holds: its content, messages, access codes and settings, and
            every picture. The site keeps running while it downloads. Keep the file somewhere safe, away from
            this server.
          </p>
          <p className="text-muted-foreground">
            To put a backup back, whoever runs the server restores it into an empty installation with{' '}
            <code className="rounded bg-muted px-1 py-0.5 text-foreground">npm run restore -- file</code>{' '}
            (docs/backup.md).
          </p>
        </div>
        <a
          href={adminApi.backup}
          download
          className={buttonVariants({ variant: 'outline', className: 'w-fit shrink-0' })}
        >
          <Download aria-hidden="true" />
          Download a backup
        </a>
      </section>
    </Card>
  );
}
