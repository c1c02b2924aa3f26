import {
  CalendarClock,
  CalendarDays,
  Copy,
  Eye,
  EyeOff,
  KeyRound,
  Loader2,
  Printer,
  QrCode,
  RefreshCw,
  Send,
} from 'lucide-react';
import { useState } from 'react';
import type { AccessCode } from '../../../shared/schemas/access-codes.js';
import { formatStayDate, type StayPhase, stayPhase, stayWindow } from '../../../shared/stay.js';
import { maskCode } from '../../../shared/text/mask-code.js';
import { Badge } from '../../components/ui/badge.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { QrCode as QrCodeImage } from '../../components/ui/qr-code.js';
import { cn } from '../../lib/cn.js';
import { useSiteConfig } from '../../lib/site-config.js';
import { AdminCardIcon } from '../admin/admin-card-heading.js';
import { CardDeleteButton, CardEditButton } from '../admin/admin-row-actions.js';
import { formatDate, formatZonedDateTime, isPastDate, toDate } from '../admin/format.js';
import type { AccessCodeGroupKey } from './access-code-groups.js';
import { useRegenerateAccessCode } from './admin-api.js';
import { useGuestLinkOrigin } from './admin-send-link-dialog.js';
import { guestLink as buildGuestLink } from './arrival-message.js';
import { copyText } from './copy-text.js';

const PHASE_BADGES: Record<StayPhase, { label: string; variant: 'default' | 'outline' | 'secondary' }> = {
  upcoming: { label: 'Upcoming', variant: 'outline' },
  'in-stay': { label: 'In stay', variant: 'default' },
  ended: { label: 'Ended', variant: 'secondary' },
};

/**
 * The code's stay window as the server applies it (unlock to checkOutAt + late), and where now lies in
 * it (Upcoming / In stay / Ended); null for a code without a stay.
 */
function useStayWindow(accessCode: AccessCode): { phase: StayPhase; closesAt: Date } | null {
  const { stayEarlyHours, stayLateHours } = useSiteConfig();
  const checkInAt = toDate(accessCode.checkInAt);
  const checkOutAt = toDate(accessCode.checkOutAt);
  if (!checkInAt || !checkOutAt) return null;
  const window = stayWindow(checkInAt, checkOutAt, { earlyHours: stayEarlyHours, lateHours: stayLateHours });
  return { phase: stayPhase(window, new Date()), closesAt: window.closesAt };
}

/**
 * The Expires line: the spec's date or 'Never'; a dated code stops at its stay's end whatever its
 * expiry, so it says when ("Works until Fri 5 Dec, 10:00 AM", as the guest's page does) where 'Never'
 * or a later expiry would mislead.
 */
function expiresText(expiresAt: AccessCode['expiresAt'], closesAt: Date | null, timeZone: string): string {
  const expires = toDate(expiresAt);
  if (!closesAt || (expires && expires.getTime() <= closesAt.getTime()))
    return formatDate(expiresAt, 'Never');
  const until = formatStayDate(closesAt, timeZone);
  return expires ? `${formatDate(expiresAt)} · works until ${until}` : `Works until ${until}`;
}

export function AdminAccessCodeCard({
  accessCode,
  group,
  onEdit,
  onDelete,
  onSendLink,
  onPrintSheet,
  deleting,
}: {
  accessCode: AccessCode;
  /** The list's group; an ended stay says so first. */
  group: AccessCodeGroupKey;
  onEdit: () => void;
  onDelete: () => void;
  onSendLink: () => void;
  onPrintSheet: () => void;
  deleting: boolean;
}) {
  const [revealed, setRevealed] = useState(false);
  const [qrShown, setQrShown] = useState(false);
  const { timeZone } = useSiteConfig();
  const regenerate = useRegenerateAccessCode();
  const expired = isPastDate(accessCode.expiresAt);
  const stay = useStayWindow(accessCode);
  const phase = stay?.phase ?? null;
  const guestLink = buildGuestLink(useGuestLinkOrigin(), accessCode.code);
  const qrId = `access-code-${accessCode.id}-qr`;
  const ended = group === 'ended';

  const copyLink = () => copyText(guestLink, 'Guest link copied', 'Could not copy the link');

  return (
    <Card className={cn('flex w-full flex-col gap-4 p-5', ended && 'bg-muted/40')}>
      {ended && accessCode.checkOutAt ? (
        <p className="-mx-5 -mt-5 rounded-t-xl border-b border-border bg-muted px-5 py-2 text-sm font-semibold text-foreground">
          Ended{' '}
          <span className="font-normal text-muted-foreground">
            · checked out {formatZonedDateTime(accessCode.checkOutAt, timeZone)}
          </span>
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <AdminCardIcon icon={KeyRound} />
        <p className="min-w-0 flex-1 truncate font-mono text-lg font-semibold tracking-wider text-foreground">
          {revealed ? accessCode.code : maskCode(accessCode.code)}
        </p>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setRevealed((shown) => !shown)}
          aria-label={revealed ? 'Hide code' : 'Show code'}
        >
          {revealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge variant={accessCode.isActive ? 'success' : 'secondary'}>
          {accessCode.isActive ? 'Active' : 'Inactive'}
        </Badge>
        {expired ? <Badge variant="destructive">Expired</Badge> : null}
        {accessCode.source === 'calendar' ? (
          <Badge variant="outline">
            <CalendarDays aria-hidden="true" />
            From calendar
          </Badge>
        ) : null}
        {/* An ended stay says so in its first line (the code may work for the late margin still). */}
        {phase && !ended ? (
          <Badge variant={PHASE_BADGES[phase].variant}>{PHASE_BADGES[phase].label}</Badge>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {accessCode.guestName ? (
          <>
            <dt className="text-muted-foreground">Guest</dt>
            <dd className="font-medium text-foreground">{accessCode.guestName}</dd>
          </>
        ) : null}
        {accessCode.checkInAt && accessCode.checkOutAt ? (
          <>
            <dt className="text-muted-foreground">Check-in</dt>
            <dd className="text-foreground">{formatZonedDateTime(accessCode.checkInAt, timeZone)}</dd>
            <dt className="text-muted-foreground">Check-out</dt>
            <dd className="text-foreground">{formatZonedDateTime(accessCode.checkOutAt, timeZone)}</dd>
          </>
        ) : null}
        {accessCode.doorCode ? (
          <>
            <dt className="text-muted-foreground">Door code</dt>
            <dd className="font-mono text-foreground">
              {revealed ? accessCode.doorCode : maskCode(accessCode.doorCode)}
            </dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Created</dt>
        <dd className="text-foreground">{formatDate(accessCode.createdAt)}</dd>
        <dt className="text-muted-foreground">Expires</dt>
        <dd className="flex items-center gap-1.5 text-foreground">
          {accessCode.expiresAt || stay ? (
            <CalendarClock aria-hidden="true" className="size-3.5 text-muted-foreground" />
          ) : null}
          {expiresText(accessCode.expiresAt, stay?.closesAt ?? null, timeZone)}
        </dd>
        {accessCode.arrivedAt ? (
          <>
            <dt className="text-muted-foreground">Arrival</dt>
            <dd className="font-medium text-emerald-800 dark:text-emerald-200">
              Arrived {formatZonedDateTime(accessCode.arrivedAt, timeZone)}
            </dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Used</dt>
        <dd className="text-foreground">
          {accessCode.useCount === 0 || !accessCode.firstUsedAt || !accessCode.lastUsedAt
            ? 'Not yet'
            : `${accessCode.useCount} ${accessCode.useCount === 1 ? 'time' : 'times'}: first ${formatZonedDateTime(accessCode.firstUsedAt, timeZone)}, last ${formatZonedDateTime(accessCode.lastUsedAt, timeZone)}`}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={copyLink}>
          <Copy aria-hidden="true" />
          Copy guest link
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={qrShown}
          aria-controls={qrId}
          onClick={() => setQrShown((shown) => !shown)}
        >
          <QrCode aria-hidden="true" />
          {qrShown ? 'Hide QR code' : 'QR code'}
        </Button>
        <Button variant="outline" size="sm" onClick={onSendLink}>
          <Send aria-hidden="true" />
          Send link
        </Button>
        <Button variant="outline" size="sm" onClick={onPrintSheet}>
          <Printer aria-hidden="true" />
          Arrival sheet
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => regenerate.mutate(accessCode.id)}
          disabled={regenerate.isPending}
        >
          {regenerate.isPending ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <RefreshCw aria-hidden="true" />
          )}
          New code
        </Button>
      </div>
      {qrShown ? (
        <div id={qrId} className="flex justify-center">
          <QrCodeImage
            value={guestLink}
            label={`QR code of the guest link for ${maskCode(accessCode.code)}`}
            size={176}
          />
        </div>
      ) : null}
      <div className="mt-auto flex gap-2 border-t border-border pt-4">
        <CardEditButton onClick={onEdit} className="flex-1" />
        <CardDeleteButton variant="outline" onClick={onDelete} pending={deleting} className="flex-1" />
      </div>
    </Card>
  );
}
