import { Copy, Download, Loader2 } from 'lucide-react';
import QRCode from 'qrcode';
import { useId, useState } from 'react';
import type { AccessCode } from '../../../shared/schemas/access-codes.js';
import { Button } from '../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.js';
import { Label } from '../../components/ui/label.js';
import { QrCode } from '../../components/ui/qr-code.js';
import { Textarea } from '../../components/ui/textarea.js';
import { toast } from '../../hooks/use-toast.js';
import { useSiteConfig } from '../../lib/site-config.js';
import { useLoadedSiteName } from '../site-settings/queries.js';
import { buildArrivalMessage, guestLink } from './arrival-message.js';
import { copyText } from './copy-text.js';

/** The downloaded picture's side in pixels: sharp when printed at 5 cm, small as a chat attachment. */
const QR_PNG_WIDTH = 600;

/** The origin of the guest link: the configured public address, else this site's. */
export function useGuestLinkOrigin() {
  const { publicUrl } = useSiteConfig();
  return publicUrl || (typeof window === 'undefined' ? '' : window.location.origin);
}

/** A QR code of the guest link as a PNG file, made in the browser (the `qrcode` package's canvas). */
async function downloadQrPng(link: string, code: string) {
  const url = await QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 4, width: QR_PNG_WIDTH });
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `check-in-${code.replace(/[^A-Za-z0-9-]/g, '')}.png`;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * Sending the link (issue 33, item 5): the ready message to paste into the booking platform's chat,
 * with a Copy button, and the QR code of the guest link to download.
 */
export function AdminSendLinkDialog({
  accessCode,
  onOpenChange,
}: {
  /** Open while set. */
  accessCode: AccessCode | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { timeZone, stayEarlyHours, stayLateHours } = useSiteConfig();
  const origin = useGuestLinkOrigin();
  const siteName = useLoadedSiteName();
  const messageId = useId();
  const [downloading, setDownloading] = useState(false);
  if (!accessCode) return null;
  const link = guestLink(origin, accessCode.code);
  const message = buildArrivalMessage({
    chaletName: siteName,
    origin,
    code: accessCode.code,
    guestName: accessCode.guestName,
    checkInAt: accessCode.checkInAt,
    checkOutAt: accessCode.checkOutAt,
    timeZone,
    margins: { earlyHours: stayEarlyHours, lateHours: stayLateHours },
  });

  const download = () => {
    setDownloading(true);
    downloadQrPng(link, accessCode.code)
      .catch(() => toast({ variant: 'destructive', title: 'Could not make the QR code picture' }))
      .finally(() => setDownloading(false));
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width="sm:max-w-2xl" className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Send the guest link</DialogTitle>
          <DialogDescription>
            Paste the message into the booking platform&apos;s chat, or send the QR code picture.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={messageId}>Message to the guest</Label>
          <Textarea id={messageId} readOnly value={message} rows={12} className="font-sans" />
          <Button
            type="button"
            className="w-fit"
            onClick={() => copyText(message, 'Message copied', 'Could not copy the message')}
          >
            <Copy aria-hidden="true" />
            Copy message
          </Button>
        </div>
        <div className="flex flex-col items-center gap-3 border-t border-border pt-4 sm:flex-row sm:items-start">
          <div className="shrink-0">
            <QrCode value={link} label={`QR code of the guest link ${link}`} size={144} />
          </div>
          <div className="grid gap-2 text-sm">
            <p className="text-muted-foreground">
              The guest scans it to open their arrival page:{' '}
              <span className="break-all font-medium text-foreground">{link}</span>
            </p>
            <Button
              type="button"
              variant="outline"
              className="w-fit"
              onClick={download}
              disabled={downloading}
            >
              {downloading ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <Download aria-hidden="true" />
              )}
              Download QR code (PNG)
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
