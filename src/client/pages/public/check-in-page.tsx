import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isLockedInstruction } from '../../../shared/locked-instruction.js';
import { api, paths } from '../../../shared/routes.js';
import { PublicLayout } from '../../components/layout/public-layout.js';
import { PageShell } from '../../components/public/page-shell.js';
import { Button } from '../../components/ui/button.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { CheckInCodeForm, CheckInCodeHelp } from '../../features/check-in/check-in-code-form.js';
import {
  CheckInInstructionGroup,
  CheckInLockedInstruction,
} from '../../features/check-in/check-in-instruction-group.js';
import { CheckInStaySummary } from '../../features/check-in/check-in-stay-summary.js';
import {
  ACCESS_CODE_ERROR_TEXT,
  ACCESS_CODE_INVALID_TEXT,
  CHECK_IN_EMPTY_TEXT,
  useGuestAccess,
} from '../../features/check-in/guest-access.js';
import { keepCheckInOffline, registerCheckInServiceWorker } from '../../features/check-in/service-worker.js';
import { useSiteConfig } from '../../lib/site-config.js';

/** The `code` query parameter, trimmed ('' when absent). */
function codeFromSearch(search: string): string {
  return new URLSearchParams(search).get('code')?.trim() ?? '';
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
          <CheckInCodeForm
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
          <CheckInCodeHelp />
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
            <SpriteIcon id="circle-check" className="size-5 text-primary" />
            Access code verified
          </p>
          <Button type="button" variant="outline" size="sm" onClick={changeCode}>
            <SpriteIcon id="log-out" />
            Change code
          </Button>
        </div>
        {verified.stay ? (
          <CheckInStaySummary
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
                <CheckInLockedInstruction
                  key={instruction.id}
                  instruction={instruction}
                  timeZone={verified.stay?.timeZone ?? timeZone}
                />
              ) : (
                <CheckInInstructionGroup key={instruction.id} instruction={instruction} />
              ),
            )}
          </div>
        )}
        <CheckInCodeHelp />
      </PageShell>
    </PublicLayout>
  );
}
