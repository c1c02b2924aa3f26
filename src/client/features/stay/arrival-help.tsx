import { type FormEvent, useEffect, useId, useState } from 'react';
import { m } from '../../../shared/i18n/locale.js';
import { GUEST_HELP_MESSAGE_MAX_LENGTH } from '../../../shared/schemas/check-in-alerts.js';
import { formatStayDateIn } from '../../../shared/stay.js';
import { Button } from '../../components/ui/button.js';
import { Label } from '../../components/ui/label.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { Textarea } from '../../components/ui/textarea.js';
import {
  flushGuestAlerts,
  GUEST_ALERT_SENT_EVENT,
  type GuestAlert,
  type GuestAlertSentDetail,
  type SendOutcome,
  sendGuestAlert,
} from './guest-alerts.js';

/** What a press has come to: nothing yet, on its way, waiting for signal, answered, refused. */
type PressState =
  | { status: 'idle' | 'sending' | 'queued' }
  | { status: 'sent'; text: string }
  | { status: 'refused'; text: string };

/** How often a press that waits for signal is tried again while the page is open. */
const ALERT_RETRY_MS = 5_000;

/** "Arrived Fri 4 Dec, 3:30 PM AEDT. The host knows you are in." */
const arrivedText = (at: string | null | undefined, timeZone: string) =>
  at ? m.checkin_help_arrived_at({ date: formatStayDateIn(at, timeZone) }) : m.checkin_help_arrived();

function stateOf(outcome: SendOutcome, sentText: string): PressState {
  if (outcome.status === 'queued') return { status: 'queued' };
  if (outcome.status === 'refused') return { status: 'refused', text: outcome.message };
  return { status: 'sent', text: sentText };
}

/** A status line for screen readers and eyes alike; the refusal in the destructive colour. */
function PressStatus({ state, queuedText }: { state: PressState; queuedText: string }) {
  const text =
    state.status === 'queued'
      ? queuedText
      : state.status === 'sent' || state.status === 'refused'
        ? state.text
        : '';
  return (
    <p
      role="status"
      className={
        state.status === 'refused'
          ? 'text-sm font-medium text-destructive dark:text-red-300'
          : 'text-sm font-medium text-foreground'
      }
    >
      {text}
    </p>
  );
}

/**
 * Under the arrival card's tiles once the stay is unlocked (issue 43, decision 0074): "I'm in" tells the
 * owner the guest got in; "Code not working?" opens the backup door code (when the owner set one) and a
 * message to the owner. Without signal a press waits on the device and goes out when signal returns.
 */
export function ArrivalHelp({
  code,
  backupDoorCode,
  timeZone,
}: {
  code: string;
  backupDoorCode: string | null;
  timeZone: string;
}) {
  const [arrived, setArrived] = useState<PressState>({ status: 'idle' });
  const [help, setHelp] = useState<PressState>({ status: 'idle' });
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState('');
  const panelId = useId();
  const messageId = useId();

  // What waited for signal goes out now, and whenever the phone comes back online.
  useEffect(() => {
    const onSent = (event: Event) => {
      const { kind, outcome } = (event as CustomEvent<GuestAlertSentDetail>).detail;
      if (kind === 'arrived') {
        setArrived(
          stateOf(outcome, outcome.status === 'sent' ? arrivedText(outcome.result.arrivedAt, timeZone) : ''),
        );
      } else {
        setHelp(stateOf(outcome, m.checkin_help_sent()));
      }
    };
    const flush = () => void flushGuestAlerts();
    window.addEventListener(GUEST_ALERT_SENT_EVENT, onSent);
    window.addEventListener('online', flush);
    // The `online` event can come before requests get through again (and some phones never send it):
    // what still waits is tried again every few seconds (a no-op when nothing waits).
    const retry = window.setInterval(flush, ALERT_RETRY_MS);
    flush();
    return () => {
      window.removeEventListener(GUEST_ALERT_SENT_EVENT, onSent);
      window.removeEventListener('online', flush);
      window.clearInterval(retry);
    };
  }, [timeZone]);

  const press = async (
    alert: GuestAlert,
    set: (state: PressState) => void,
    sentText: (o: SendOutcome) => string,
  ) => {
    set({ status: 'sending' });
    const outcome = await sendGuestAlert(alert);
    set(stateOf(outcome, sentText(outcome)));
    return outcome;
  };

  const pressArrived = () =>
    press({ kind: 'arrived', body: { code } }, setArrived, (outcome) =>
      outcome.status === 'sent' ? arrivedText(outcome.result.arrivedAt, timeZone) : '',
    );

  const sendHelp = async (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) return setMessageError(m.checkin_help_required());
    setMessageError('');
    const outcome = await press({ kind: 'help', body: { code, message: text } }, setHelp, (o) =>
      // The server's words are English (the same as this message's English).
      o.status === 'sent' ? m.checkin_help_sent() : '',
    );
    if (outcome.status !== 'refused') setMessage('');
  };

  return (
    <div className="grid gap-4 border-t border-border p-6 md:px-8">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          onClick={pressArrived}
          disabled={arrived.status === 'sending' || arrived.status === 'queued'}
        >
          <SpriteIcon id={arrived.status === 'sending' ? 'loader-circle' : 'circle-check'} />
          {m.checkin_help_im_in()}
        </Button>
        <Button
          type="button"
          variant="outline"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((shown) => !shown)}
        >
          <SpriteIcon id="circle-question-mark" />
          {m.checkin_code_not_working()}
        </Button>
      </div>
      <PressStatus state={arrived} queuedText={m.offline_arrived_queued()} />

      {open ? (
        <section
          id={panelId}
          aria-label={m.checkin_code_not_working()}
          className="grid gap-4 rounded-xl border border-border bg-secondary/40 p-4 md:p-5 dark:bg-secondary/20"
        >
          {backupDoorCode ? (
            <div className="grid gap-1">
              <h3 className="flex items-center gap-2 font-sans text-xs font-semibold uppercase tracking-[0.14em] text-muted-foreground">
                <SpriteIcon id="key-round" className="size-4 text-primary" />
                {m.checkin_help_backup_code()}
              </h3>
              <p className="font-mono text-3xl font-semibold tracking-[0.08em] text-foreground break-all">
                {backupDoorCode}
              </p>
              <p className="text-sm text-muted-foreground">{m.checkin_help_backup_hint()}</p>
            </div>
          ) : null}
          <form className="grid max-w-xl gap-2" onSubmit={sendHelp} noValidate>
            <Label htmlFor={messageId}>{m.checkin_help_still_stuck()}</Label>
            <Textarea
              id={messageId}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              maxLength={GUEST_HELP_MESSAGE_MAX_LENGTH}
              rows={3}
              placeholder={m.checkin_help_placeholder()}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={messageError ? `${messageId}-error` : undefined}
            />
            {messageError ? (
              <p id={`${messageId}-error`} className="text-sm text-destructive dark:text-red-300">
                {messageError}
              </p>
            ) : null}
            <Button
              type="submit"
              variant="outline"
              className="justify-self-start"
              disabled={help.status === 'sending'}
            >
              <SpriteIcon id={help.status === 'sending' ? 'loader-circle' : 'message-square'} />
              {m.checkin_help_send()}
            </Button>
            <PressStatus state={help} queuedText={m.offline_help_queued()} />
          </form>
        </section>
      ) : null}
    </div>
  );
}
