import { CalendarDays, CircleCheck, KeyRound, Loader2, Lock, LogOut, Mail, Phone } from 'lucide-react';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CHECK_IN_GROUP_PREVIEW_ITEMS } from '../../../shared/constants.js';
import { api, paths, sectionIds } from '../../../shared/routes.js';
import type { GuestStay } from '../../../shared/schemas/access-codes.js';
import {
  type GuestCheckInInstruction,
  isLockedInstruction,
  type LockedCheckInInstruction,
} from '../../../shared/schemas/check-in.js';
import { formatStayDateWithZone } from '../../../shared/stay.js';
import { isQuickStartGuide, parseCheckInContent } from '../../../shared/text/check-in-content.js';
import { PublicLayout } from '../../components/layout/public-layout.js';
import { FallbackImage } from '../../components/public/fallback-image.js';
import { PageShell } from '../../components/public/page-shell.js';
import { Button } from '../../components/ui/button.js';
import { Input } from '../../components/ui/input.js';
import { Label } from '../../components/ui/label.js';
import { LazyDialog } from '../../components/ui/lazy-dialog.js';
import { CheckInSectionList as SectionList } from '../../features/check-in/check-in-sections.js';
import {
  ACCESS_CODE_ERROR_TEXT,
  ACCESS_CODE_INVALID_TEXT,
  CHECK_IN_EMPTY_TEXT,
  useGuestAccess,
} from '../../features/check-in/guest-access.js';
import { useHostContact } from '../../features/check-in/host-contact.js';
import { keepCheckInOffline, registerCheckInServiceWorker } from '../../features/check-in/service-worker.js';
import { cn } from '../../lib/cn.js';
import { useSiteConfig } from '../../lib/site-config.js';

/** The `code` query parameter, trimmed ('' when absent). */
function codeFromSearch(search: string): string {
  return new URLSearchParams(search).get('code')?.trim() ?? '';
}

function InstructionGroup({ instruction }: { instruction: GuestCheckInInstruction }) {
  const quickStart = isQuickStartGuide(instruction.title);
  const sections = parseCheckInContent(instruction.content);
  const hasMore = sections.length > CHECK_IN_GROUP_PREVIEW_ITEMS;
  const preview = hasMore ? sections.slice(0, CHECK_IN_GROUP_PREVIEW_ITEMS) : sections;
  const itemHeading = quickStart ? 'h2' : 'h3';
  const imagePath = instruction.imagePath?.trim();
  const [expanded, setExpanded] = useState(false);

  return (
    <article
      aria-label={quickStart ? instruction.title : undefined}
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm',
        quickStart ? 'border-accent/60 ring-1 ring-accent/30 lg:col-span-2' : 'border-border',
      )}
    >
      {imagePath ? (
        <FallbackImage
          src={imagePath}
          alt={instruction.title}
          width={1200}
          height={500}
          sizes="(min-width: 1024px) 640px, 100vw"
          className={quickStart ? 'aspect-[21/9]' : 'aspect-[16/9]'}
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6 md:p-8">
        {quickStart ? null : (
          <h2 className="mb-6 font-serif text-2xl font-semibold text-foreground">{instruction.title}</h2>
        )}
        {sections.length > 0 ? (
          <SectionList sections={preview} itemHeading={itemHeading} columns={quickStart} />
        ) : null}
        {hasMore ? (
          <>
            <Button
              type="button"
              variant="outline"
              className="mt-6 self-start"
              aria-haspopup="dialog"
              onClick={() => setExpanded(true)}
            >
              View more
              <span className="sr-only"> about {instruction.title}</span>
            </Button>
            <LazyDialog
              open={expanded}
              onOpenChange={setExpanded}
              width="sm:max-w-2xl"
              title={instruction.title}
              titleSize="large"
            >
              <SectionList sections={sections} itemHeading="h3" />
            </LazyDialog>
          </>
        ) : null}
      </div>
    </article>
  );
}

const linkClassName =
  'font-medium text-primary underline underline-offset-2 outline-none focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring';

/** A `stay` instruction before the stay: its title and when it unlocks; the content is not sent. */
function LockedInstruction({
  instruction,
  timeZone,
}: {
  instruction: LockedCheckInInstruction;
  timeZone: string;
}) {
  return (
    <article
      aria-label={`${instruction.title} (locked)`}
      className="flex flex-col gap-3 rounded-2xl border border-dashed border-border bg-muted/40 p-6 md:p-8"
    >
      <h2 className="flex items-center gap-3 font-serif text-2xl font-semibold text-foreground">
        <Lock className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        {instruction.title}
      </h2>
      <p className="text-sm text-muted-foreground">
        Available from {formatStayDateWithZone(instruction.availableFrom, timeZone)}
      </p>
    </article>
  );
}

/** The greeting: the guest's name, the stay's dates and what unlocks when, in the chalet's zone. */
function StaySummary({ stay, lockedCount }: { stay: GuestStay; lockedCount: number }) {
  if (!stay.checkInAt || !stay.checkOutAt) return null;
  const zone = stay.timeZone;
  return (
    <section
      aria-labelledby="stay-greeting"
      className="mb-8 rounded-2xl border border-accent/60 bg-card p-6 shadow-sm ring-1 ring-accent/30 md:p-8"
    >
      <h2 id="stay-greeting" className="font-serif text-2xl font-semibold text-foreground">
        {stay.guestName ? `Welcome, ${stay.guestName}` : 'Welcome'}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="flex items-center gap-2 text-muted-foreground">
          <CalendarDays className="size-4" aria-hidden="true" />
          Check-in
        </dt>
        <dd className="font-medium text-foreground">{formatStayDateWithZone(stay.checkInAt, zone)}</dd>
        <dt className="flex items-center gap-2 text-muted-foreground">
          <CalendarDays className="size-4" aria-hidden="true" />
          Check-out
        </dt>
        <dd className="font-medium text-foreground">{formatStayDateWithZone(stay.checkOutAt, zone)}</dd>
      </dl>
      <p className="mt-4 text-sm text-muted-foreground">
        {lockedCount > 0 && stay.opensAt
          ? `The door code and WiFi details unlock on ${formatStayDateWithZone(stay.opensAt, zone)}. Directions and house rules are below now.`
          : 'Everything for your stay is unlocked. This page keeps working without mobile reception once opened.'}
        {stay.accessEndsAt
          ? ` Your code works until ${formatStayDateWithZone(stay.accessEndsAt, zone)}.`
          : ''}
      </p>
    </section>
  );
}

/** "Code not working?": the host's phone and email as links. */
function CodeHelp() {
  const host = useHostContact();
  return (
    <aside
      aria-labelledby="code-help"
      className="mx-auto mt-8 max-w-md rounded-2xl border border-border bg-secondary/50 p-5 text-sm dark:bg-secondary/30"
    >
      <h2 id="code-help" className="font-sans text-base font-semibold text-foreground">
        Code not working?
      </h2>
      <p className="mt-1 text-muted-foreground">Call or write to your host, any time:</p>
      <ul className="mt-3 grid gap-2">
        <li className="flex items-center gap-2">
          <Phone className="size-4 text-primary" aria-hidden="true" />
          <a href={host.phoneHref} className={linkClassName}>
            {host.phone}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <Mail className="size-4 text-primary" aria-hidden="true" />
          <a href={`mailto:${host.email}`} className={linkClassName}>
            {host.email}
          </a>
        </li>
      </ul>
    </aside>
  );
}

function AccessCodeForm({
  code,
  onCodeChange,
  onSubmit,
  verifying,
  error,
  inputRef,
}: {
  code: string;
  onCodeChange: (value: string) => void;
  onSubmit: () => void;
  verifying: boolean;
  error: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() && !verifying) onSubmit();
  };
  return (
    <div className="mx-auto max-w-md rounded-2xl border border-border bg-card p-6 shadow-lg md:p-10">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <KeyRound className="size-6" aria-hidden="true" />
      </span>
      <form onSubmit={handleSubmit} noValidate className="mt-6 grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={inputId}>Access code</Label>
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
            placeholder="Enter your access code"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            inputSize="large"
            className="text-center font-mono tracking-[0.2em] placeholder:font-sans placeholder:text-base placeholder:tracking-normal"
          />
          <p id={hintId} className="text-xs text-muted-foreground">
            You will find it in the booking confirmation message from your host.
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
        <Button type="submit" size="lg" disabled={!code.trim() || verifying} className="w-full">
          {verifying ? (
            <>
              <Loader2 className="animate-spin" aria-hidden="true" />
              Verifying...
            </>
          ) : (
            'Access Instructions'
          )}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        No code yet?{' '}
        <a
          href={`${paths.home}#${sectionIds.contact}`}
          className="font-medium text-primary underline underline-offset-2 outline-none focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring"
        >
          Contact the host
        </a>
      </p>
    </div>
  );
}

/** /check-in: access code entry, then the check-in instructions (spec 2 'Guest access page'). */
export function CheckInPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [initialCode] = useState(() => codeFromSearch(search));
  const [code, setCode] = useState(initialCode);
  const access = useGuestAccess();
  const { mutate, reset } = access;
  const inputRef = useRef<HTMLInputElement>(null);
  const [focusInput, setFocusInput] = useState(false);
  const autoSubmitted = useRef(false);
  const { timeZone } = useSiteConfig();

  // The offline copy of an unlocked stay (decision 0012); registered from this page only.
  useEffect(() => {
    registerCheckInServiceWorker();
  }, []);

  const submit = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return;
    mutate(trimmed, {
      onSuccess: (result) => {
        if (result.valid) {
          navigate(`${paths.checkIn}?code=${encodeURIComponent(result.code)}`, { replace: true });
        }
      },
    });
  };
  const submitRef = useRef(submit);
  submitRef.current = submit;

  // A code in the address is submitted once, on arrival.
  useEffect(() => {
    if (autoSubmitted.current || !initialCode) return;
    autoSubmitted.current = true;
    submitRef.current(initialCode);
  }, [initialCode]);

  // A guest may type the code before the page is hydrated: the text stays on screen, but the state
  // would still be empty (and the button disabled), so take what they typed.
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (!initialCode && typed) setCode(typed);
  }, [initialCode]);

  useEffect(() => {
    if (!focusInput) return;
    inputRef.current?.focus();
    setFocusInput(false);
  }, [focusInput]);

  const result = access.data;
  const verified = access.isSuccess && result?.valid === true ? result : null;
  const verifiedCode = verified?.code;

  useEffect(() => {
    if (!verifiedCode) return;
    keepCheckInOffline([
      `${paths.checkIn}?code=${encodeURIComponent(verifiedCode)}`,
      api.checkIn(verifiedCode),
      api.checkInStay(verifiedCode),
    ]);
  }, [verifiedCode]);
  const error = access.isError
    ? ACCESS_CODE_ERROR_TEXT
    : access.isSuccess && result?.valid === false
      ? ACCESS_CODE_INVALID_TEXT
      : null;

  const changeCode = () => {
    reset();
    setCode('');
    navigate(paths.checkIn, { replace: true });
    setFocusInput(true);
  };

  if (!verified) {
    return (
      <PublicLayout>
        <PageShell
          width="narrow"
          eyebrow="Guest access"
          title="Check-in Instructions"
          subtitle="Guests with a booking receive a unique access code. Enter it below to view detailed check-in instructions for your stay."
        >
          <AccessCodeForm
            code={code}
            onCodeChange={(value) => {
              setCode(value);
              if (!access.isPending && (access.isError || access.isSuccess)) reset();
            }}
            onSubmit={() => submit(code)}
            verifying={access.isPending}
            error={error}
            inputRef={inputRef}
          />
          <CodeHelp />
        </PageShell>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout>
      <PageShell
        eyebrow="Welcome to the chalet"
        title="Check-in Instructions"
        subtitle="Everything you need for a smooth arrival. Keep this page handy: mobile reception in the valley can be patchy."
      >
        <div className="mb-10 flex flex-col items-center justify-between gap-4 rounded-2xl border border-border bg-secondary/60 px-5 py-4 sm:flex-row dark:bg-secondary/30">
          <p className="flex items-center gap-2 text-sm font-medium text-foreground">
            <CircleCheck className="size-5 text-primary" aria-hidden="true" />
            Access code verified
          </p>
          <Button type="button" variant="outline" size="sm" onClick={changeCode}>
            <LogOut aria-hidden="true" />
            Change code
          </Button>
        </div>
        {verified.stay ? (
          <StaySummary
            stay={verified.stay}
            lockedCount={verified.instructions.filter(isLockedInstruction).length}
          />
        ) : null}
        {verified.instructions.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border px-6 py-12 text-center text-muted-foreground">
            {CHECK_IN_EMPTY_TEXT}
          </p>
        ) : (
          <div className="grid gap-8 lg:grid-cols-2">
            {verified.instructions.map((instruction) =>
              isLockedInstruction(instruction) ? (
                <LockedInstruction
                  key={instruction.id}
                  instruction={instruction}
                  timeZone={verified.stay?.timeZone ?? timeZone}
                />
              ) : (
                <InstructionGroup key={instruction.id} instruction={instruction} />
              ),
            )}
          </div>
        )}
        <CodeHelp />
      </PageShell>
    </PublicLayout>
  );
}
