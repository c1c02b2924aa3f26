import { type FormEvent, type RefObject, useId } from 'react';
import { m } from '../../../shared/i18n/locale.js';
import { paths, sectionIds } from '../../../shared/routes.js';
import { Button } from '../../components/ui/button.js';
import { Input } from '../../components/ui/input.js';
import { Label } from '../../components/ui/label.js';
import { PhoneLink } from '../../components/ui/phone-link.js';
import { SpinnerIcon } from '../../components/ui/spinner.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { pagePath } from '../../lib/page-locale.js';
import { CHECK_IN_LINK_CLASS } from './check-in-instruction-group.js';
import { type HostContact, useHostContact } from './host-contact.js';

/** The host's phone and email as links, only what the owner set; else the booking platform's messages. */
export function HostContactLinks({ host }: { host: HostContact }) {
  if (!host.phone && !host.email) {
    return <p className="mt-1 text-muted-foreground">{m.checkin_host_platform()}</p>;
  }
  return (
    <>
      <p className="mt-1 text-muted-foreground">{m.checkin_host_call_or_write()}</p>
      <ul className="mt-3 grid gap-2">
        {host.phone && host.phoneHref ? (
          <li className="flex items-center gap-2">
            <SpriteIcon id="phone" className="size-4 text-primary" />
            <PhoneLink phone={host.phone} className={CHECK_IN_LINK_CLASS} />
          </li>
        ) : null}
        {host.email ? (
          <li className="flex items-center gap-2">
            <SpriteIcon id="mail" className="size-4 text-primary" />
            <a href={`mailto:${host.email}`} className={CHECK_IN_LINK_CLASS}>
              {host.email}
            </a>
          </li>
        ) : null}
      </ul>
    </>
  );
}

/** "Code not working?": how to reach the host. */
export function CheckInCodeHelp() {
  const host = useHostContact();
  return (
    <aside
      aria-labelledby="code-help"
      className="mx-auto mt-8 max-w-md rounded-2xl border border-border bg-secondary/50 p-5 text-sm dark:bg-secondary/30"
    >
      <h2 id="code-help" className="font-sans text-base font-semibold text-foreground">
        {m.checkin_code_not_working()}
      </h2>
      <HostContactLinks host={host} />
    </aside>
  );
}

export function CheckInCodeForm({
  code,
  onCodeChange,
  onSubmit,
  verifying,
  error,
  errorDetail,
  inputRef,
}: {
  code: string;
  onCodeChange: (value: string) => void;
  onSubmit: () => void;
  verifying: boolean;
  error: string | null;
  /** A line beneath the spec's message (e.g. that the stay ended). */
  errorDetail?: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const detailId = `${inputId}-detail`;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() && !verifying) onSubmit();
  };
  return (
    <div className="mx-auto max-w-md rounded-2xl border border-border bg-card p-6 shadow-lg md:p-10">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <SpriteIcon id="key-round" className="size-6" />
      </span>
      <form onSubmit={handleSubmit} noValidate className="mt-6 grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={inputId}>{m.checkin_form_label()}</Label>
          <Input
            ref={inputRef}
            id={inputId}
            name="code"
            value={code}
            onChange={(event) => onCodeChange(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            placeholder={m.checkin_form_placeholder()}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}${errorDetail ? ` ${detailId}` : ''}` : hintId}
            inputSize="large"
            className="text-center font-mono tracking-[0.2em] placeholder:font-sans placeholder:text-base placeholder:tracking-normal"
          />
          <p id={hintId} className="text-xs text-muted-foreground">
            {m.checkin_form_hint()}
          </p>
        </div>
        {error ? (
          <p
            id={errorId}
            role="alert"
            className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive"
          >
            {error}
          </p>
        ) : null}
        {error && errorDetail ? (
          <p id={detailId} className="-mt-2 px-3 text-sm text-foreground">
            {errorDetail}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={!code.trim() || verifying} className="w-full">
          {verifying ? (
            <>
              <SpinnerIcon />
              {m.checkin_form_verifying()}
            </>
          ) : (
            m.checkin_form_submit()
          )}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {m.checkin_form_no_code()}{' '}
        <a
          href={`${pagePath(paths.home)}#${sectionIds.contact}`}
          className="font-medium text-primary underline underline-offset-2 outline-none focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring"
        >
          {m.checkin_form_contact_host()}
        </a>
      </p>
    </div>
  );
}
