import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { m } from '../../../shared/i18n/locale.js';
import { api, paths } from '../../../shared/routes.js';
import { PageShell } from '../../components/public/page-shell.js';
import { StayExperiences } from '../../features/experiences/stay-experiences.js';
import { PublicLayout } from '../../features/public-layout/public-layout.js';
import { CheckInCodeForm, CheckInCodeHelp } from '../../features/stay/check-in-code-form.js';
import { CheckInStayView } from '../../features/stay/check-in-stay-view.js';
import {
  readKeptCheckIn,
  stayEndedText,
  useGuestAccess,
  type VerifiedGuestAccess,
} from '../../features/stay/guest-access.js';
import { forgetKeptStay, readKeptStay } from '../../features/stay/kept-stay.js';
import { keepCheckInOffline, registerCheckInServiceWorker } from '../../features/stay/service-worker.js';
import { pagePath } from '../../lib/page-locale.js';
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
  // The device's own copy of the stay, shown until the server answers (decision 0072).
  const [kept, setKept] = useState<VerifiedGuestAccess | null>(null);

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

  // A code in the address is submitted once, on arrival; without one, the stay last kept on this
  // device (the home-screen app starts at the bare /check-in, decision 0041).
  useEffect(() => {
    if (autoSubmitted.current) return;
    const start = initialCode || readKeptStay()?.code || '';
    if (!start) return;
    autoSubmitted.current = true;
    if (start !== initialCode) setCode(start);
    // Kept first, network second: the copy on this device is on screen at once, whatever the
    // connection does; the server's answer replaces it (or, refusing the code, removes it).
    void readKeptCheckIn(start).then((copy) => {
      if (!copy) return;
      setKept(copy);
      navigate(`${paths.checkIn}?code=${encodeURIComponent(copy.code)}`, { replace: true });
    });
    submitRef.current(start);
  }, [initialCode, navigate]);

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
  const refused = access.isSuccess && result?.valid === false;
  const answered = access.isSuccess && result?.valid === true ? result : null;
  const verified = answered ?? (refused ? null : kept);
  const verifiedCode = answered?.code;

  useEffect(() => {
    if (!verifiedCode) return;
    keepCheckInOffline([
      `${window.location.pathname}?code=${encodeURIComponent(verifiedCode)}`,
      // The home-screen app's start URL and the guest information page, for use without signal.
      paths.checkIn,
      window.location.pathname,
      pagePath(paths.guestInfo),
      api.guestInfoCategories,
      api.guestInfoItems,
      api.siteSettings,
      api.checkIn(verifiedCode),
      api.checkInStay(verifiedCode),
    ]);
  }, [verifiedCode]);
  const error = access.isError
    ? m.checkin_form_error()
    : access.isSuccess && result?.valid === false
      ? m.checkin_form_invalid()
      : null;
  const endedAt = access.isSuccess && result?.valid === false ? result.endedAt : null;
  const errorDetail = endedAt ? stayEndedText(endedAt, timeZone) : null;

  const changeCode = () => {
    // The guest leaves this stay on purpose: the bare page no longer opens it.
    forgetKeptStay();
    setKept(null);
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
          eyebrow={m.checkin_page_eyebrow()}
          title={m.checkin_page_title()}
          subtitle={m.checkin_page_subtitle()}
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
            errorDetail={errorDetail}
            inputRef={inputRef}
          />
          <CheckInCodeHelp />
        </PageShell>
      </PublicLayout>
    );
  }

  // The door code first (decision 0072): the title as one line, then the arrival card; the page's
  // words follow the card.
  return (
    <PublicLayout>
      <PageShell compact title={m.checkin_page_title()}>
        <CheckInStayView
          result={verified}
          timeZone={timeZone}
          onChangeCode={changeCode}
          intro={
            <p className="mb-10 text-base leading-relaxed text-muted-foreground text-pretty md:text-lg">
              <span className="mr-2 text-xs font-semibold tracking-[0.25em] text-amber-800 uppercase dark:text-accent">
                {m.checkin_page_welcome_eyebrow()}
              </span>
              {m.checkin_page_welcome_text()}
            </p>
          }
        />
        {verified.stay ? <StayExperiences /> : null}
        <CheckInCodeHelp />
      </PageShell>
    </PublicLayout>
  );
}
