import { useState } from 'react';
import { CANCEL_REASON_MAX, type ExperienceBooking } from '../../../shared/schemas/experiences.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { FormField } from '../../components/ui/form-field.js';
import { Textarea } from '../../components/ui/textarea.js';

/**
 * The owner cancels a booking (issue 45): the dialog says whether the guest will be emailed, and takes
 * an optional reason that the guest's cancellation email carries.
 */
export function AdminCancelBookingDialog({
  booking,
  emailConfigured,
  pending,
  onClose,
  onConfirm,
}: {
  booking: ExperienceBooking | null;
  /** Whether the site can send email (the setup checklist's answer); unknown counts as yes. */
  emailConfigured: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: (booking: ExperienceBooking, reason: string) => Promise<unknown>;
}) {
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <ConfirmDialog
      open={booking !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Cancel this booking?"
      description={
        booking ? (
          <>
            {`${booking.guestName}'s booking ${booking.bookingReference} for ${booking.experienceTitle} will be cancelled and its places freed.`}{' '}
            {emailConfigured
              ? `${booking.guestName} will be emailed at ${booking.guestEmail} that it is cancelled, with your reason if you give one.`
              : `The site cannot send email yet, so ${booking.guestName} will not be told: please contact them yourself.`}
          </>
        ) : (
          ''
        )
      }
      confirmLabel="Cancel booking"
      cancelLabel="Keep booking"
      pending={pending}
      onConfirm={() => (booking ? onConfirm(booking, reason).then(() => setReason('')) : undefined)}
    >
      {booking && emailConfigured ? (
        <FormField
          label="Reason (optional)"
          htmlFor="cancel-booking-reason"
          hint="Included in the guest's email, e.g. The guide is unwell; we are sorry."
        >
          <Textarea
            id="cancel-booking-reason"
            value={reason}
            maxLength={CANCEL_REASON_MAX}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
            disabled={pending}
          />
        </FormField>
      ) : null}
    </ConfirmDialog>
  );
}
