import { type ReactNode, useRef } from 'react';
import { m } from '../../../shared/i18n/locale.js';
import { formatHouseTimeIn, formatStayDateIn } from '../../../shared/stay.js';
import { nameToGreet } from '../../../shared/text/guest-name.js';
import { Button } from '../../components/ui/button.js';
import { QrCode } from '../../components/ui/qr-code.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { cn } from '../../lib/cn.js';
import { fallbackLang } from '../../lib/page-locale.js';
import { ArrivalHelp } from './arrival-help.js';
import { CopyButton } from './copy-button.js';
import type { GuestArrival, GuestStayAnswer } from './guest-access.js';
import type { HostContact } from './host-contact.js';
import { wifiQrPayload } from './wifi-payload.js';

const TILE = 'flex min-w-0 flex-col gap-3 px-5 py-4 md:p-7';
const TILE_LABEL =
  'flex items-center gap-2 font-sans text-xs font-semibold uppercase tracking-[0.14em] text-muted-foreground';

function Tile({
  icon,
  label,
  children,
  className,
}: {
  icon: Parameters<typeof SpriteIcon>[0]['id'];
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn(TILE, className)}>
      <h3 className={TILE_LABEL}>
        <SpriteIcon id={icon} className="size-4 text-primary" />
        {label}
      </h3>
      {children}
    </div>
  );
}

/**
 * Where a locked card stands (decision 0072): the secrets are kept on this phone and wait for their
 * time (`ready`); they have not reached it yet and can still (`needs-signal`); or the unlock time has
 * passed by this phone's clock and they never reached it (`missed`).
 */
export type LockedCase = 'ready' | 'needs-signal' | 'missed';

/** A secret not shown yet: the same place in the card, a lock and what the guest can expect. */
function LockedValue({ lockedCase, opensAt }: { lockedCase: LockedCase; opensAt: string | null }) {
  const text =
    lockedCase === 'missed'
      ? m.checkin_arrival_needs_signal()
      : lockedCase === 'ready' && opensAt
        ? m.checkin_arrival_kept_shows_at({ time: opensAt })
        : opensAt
          ? m.checkin_arrival_locked_until({ time: opensAt })
          : m.checkin_arrival_locked();
  return (
    <p className="flex items-center gap-2 rounded-lg border border-dashed border-border bg-muted/50 px-3 py-2 text-sm text-muted-foreground">
      <SpriteIcon id="lock" className="size-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}

/** The locked card's header lines, one set per case. */
function LockedIntro({
  lockedCase,
  opensAt,
  aheadFrom,
  host,
}: {
  lockedCase: LockedCase;
  opensAt: string | null;
  /** When the secrets start to travel ahead; null once that time has passed by this phone's clock. */
  aheadFrom: string | null;
  host: HostContact;
}) {
  if (lockedCase === 'missed') {
    return (
      <div className="mt-3 grid gap-2 text-sm">
        <p className="flex items-start gap-2 rounded-lg bg-accent/15 px-3 py-2 font-medium text-foreground">
          <SpriteIcon id="info" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{m.checkin_arrival_missed()}</span>
        </p>
        <HostButtons host={host} />
      </div>
    );
  }
  const line =
    lockedCase === 'ready'
      ? m.checkin_arrival_ready({ time: opensAt ?? '' })
      : aheadFrom
        ? m.checkin_arrival_open_after({ time: aheadFrom })
        : m.checkin_arrival_open_now();
  return (
    <div className="mt-3 grid gap-2 text-sm">
      <p className="text-muted-foreground">
        {opensAt ? m.checkin_unlocks_on({ date: opensAt }) : m.checkin_unlocks_before()}
      </p>
      <p className="flex items-start gap-2 rounded-lg bg-accent/15 px-3 py-2 font-medium text-foreground">
        <SpriteIcon id="info" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>{line}</span>
      </p>
    </div>
  );
}

/** One way to reach the host: a small button that is a link (a call, a text, an email). */
function HostLink({
  href,
  icon,
  primary = false,
  children,
}: {
  href: string;
  icon: Parameters<typeof SpriteIcon>[0]['id'];
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <Button asChild variant={primary ? 'default' : 'outline'} size="sm">
      <a href={href}>
        <SpriteIcon id={icon} />
        {children}
      </a>
    </Button>
  );
}

function HostButtons({ host }: { host: HostContact }) {
  if (!host.phoneHref && !host.email) {
    return <p className="text-sm text-muted-foreground">{m.checkin_host_platform()}</p>;
  }
  return (
    <div className="flex flex-wrap gap-2">
      {host.phoneHref ? (
        <HostLink href={host.phoneHref} icon="phone" primary>
          {m.checkin_host_call()}
        </HostLink>
      ) : null}
      {host.smsHref ? (
        <HostLink href={host.smsHref} icon="message-circle">
          {m.checkin_host_text()}
        </HostLink>
      ) : null}
      {host.email ? (
        <HostLink href={`mailto:${host.email}`} icon="mail">
          {m.checkin_host_email()}
        </HostLink>
      ) : null}
    </div>
  );
}

/**
 * The arrival card at the top of a stay (decisions 0041, 0072): the door code in large type, the WiFi
 * with a copy button and a join-by-QR code, the address with a maps link, the times and the host's
 * buttons. Before the unlock the same layout shows the secret parts locked and says which case it is
 * in (`LockedCase`).
 */
export function ArrivalCard({
  stay,
  arrival,
  host,
  opensPast = false,
}: {
  stay: GuestStayAnswer;
  arrival: GuestArrival;
  host: HostContact;
  /** The unlock time has passed by this phone's clock (without the secrets: `missed`). */
  opensPast?: boolean;
}) {
  const zone = stay.timeZone;
  const unlocked = stay.unlocked !== false;
  const opensAt = !unlocked && stay.opensAt ? formatStayDateIn(stay.opensAt, zone) : null;
  const lockedCase: LockedCase = stay.ahead ? 'ready' : opensPast ? 'missed' : 'needs-signal';
  const aheadFrom =
    stay.aheadFrom && Date.now() < Date.parse(stay.aheadFrom)
      ? formatStayDateIn(stay.aheadFrom, zone)
      : stay.aheadFrom === undefined
        ? opensAt
        : null;
  const passwordRef = useRef<HTMLElement>(null);
  const checkIn = stay.checkInAt
    ? formatStayDateIn(stay.checkInAt, zone)
    : m.checkin_arrival_from({ time: formatHouseTimeIn(arrival.checkInTime) });
  // "By": the time to leave, not a time to arrive (issue 43). The page may keep the door code a little
  // longer (STAY_LATE_HOURS); that is said apart, and only when it differs.
  const checkOut = m.checkin_arrival_by({
    time: stay.checkOutAt ? formatStayDateIn(stay.checkOutAt, zone) : formatHouseTimeIn(arrival.checkOutTime),
  });
  const keptUntil =
    stay.accessEndsAt && (!stay.checkOutAt || Date.parse(stay.accessEndsAt) !== Date.parse(stay.checkOutAt))
      ? formatStayDateIn(stay.accessEndsAt, zone)
      : null;
  const showDoor = !unlocked || arrival.doorCode !== null;
  const guestName = nameToGreet(stay.guestName);

  return (
    <section
      aria-labelledby="stay-greeting"
      className="mb-6 overflow-hidden rounded-2xl border border-accent/60 bg-card shadow-sm ring-1 ring-accent/30"
    >
      <header className="border-b border-border px-5 py-4 md:p-8">
        <h2 id="stay-greeting" className="font-serif text-2xl font-semibold text-foreground md:text-3xl">
          {guestName ? m.checkin_welcome_name({ name: guestName }) : m.checkin_welcome()}
        </h2>
        {unlocked ? (
          <p className="mt-1 text-sm text-muted-foreground">{m.checkin_arrival_unlocked()}</p>
        ) : (
          <LockedIntro lockedCase={lockedCase} opensAt={opensAt} aheadFrom={aheadFrom} host={host} />
        )}
      </header>

      {/* One-pixel gaps over the border colour draw the dividers in any column count. */}
      <div className="grid gap-px bg-border md:grid-cols-2 lg:grid-cols-3 [&>*]:bg-card">
        {showDoor ? (
          <Tile icon="key-round" label={m.checkin_arrival_door_code()}>
            {unlocked && arrival.doorCode ? (
              <p className="font-mono text-5xl font-semibold tracking-[0.12em] text-foreground break-all md:text-6xl">
                {arrival.doorCode}
              </p>
            ) : (
              <LockedValue lockedCase={lockedCase} opensAt={opensAt} />
            )}
          </Tile>
        ) : null}

        {arrival.wifiNetwork ? (
          <Tile icon="wifi" label={m.checkin_arrival_wifi()}>
            <div className="flex flex-wrap items-start gap-4">
              <dl className="grid min-w-[11rem] flex-1 gap-2 text-sm">
                <div>
                  <dt className="text-muted-foreground">{m.checkin_arrival_network()}</dt>
                  <dd className="break-all text-base font-semibold text-foreground">{arrival.wifiNetwork}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{m.checkin_arrival_password()}</dt>
                  <dd className="mt-1 flex flex-wrap items-center gap-2">
                    {unlocked && arrival.wifiPassword ? (
                      <>
                        <code
                          ref={passwordRef}
                          className="break-all rounded-md bg-muted px-2 py-1 font-mono text-base text-foreground"
                        >
                          {arrival.wifiPassword}
                        </code>
                        <CopyButton
                          text={arrival.wifiPassword}
                          label={m.checkin_arrival_wifi_password()}
                          selectTarget={() => passwordRef.current}
                        />
                      </>
                    ) : unlocked ? (
                      <span className="text-foreground">{m.checkin_arrival_no_password()}</span>
                    ) : (
                      <LockedValue lockedCase={lockedCase} opensAt={opensAt} />
                    )}
                  </dd>
                </div>
              </dl>
              {unlocked ? (
                <figure className="flex flex-col items-center gap-1">
                  <QrCode
                    value={wifiQrPayload(arrival.wifiNetwork, arrival.wifiPassword)}
                    label={m.checkin_arrival_wifi_qr({ network: arrival.wifiNetwork })}
                    size={112}
                  />
                  <figcaption className="text-xs text-muted-foreground">
                    {m.checkin_arrival_scan()}
                  </figcaption>
                </figure>
              ) : null}
            </div>
          </Tile>
        ) : null}

        <Tile
          icon="map-pin"
          label={m.checkin_arrival_address_times()}
          className="md:col-span-2 lg:col-span-1"
        >
          {arrival.address ? (
            <div className="grid gap-2">
              <p lang={fallbackLang(arrival, 'address')} className="text-base font-medium text-foreground">
                {arrival.address}
              </p>
              {arrival.mapsUrl ? (
                <Button asChild variant="outline" size="sm" className="justify-self-start">
                  <a href={arrival.mapsUrl} target="_blank" rel="noopener noreferrer">
                    <SpriteIcon id="navigation" />
                    {m.checkin_arrival_open_maps()}
                    <span className="sr-only"> {m.checkin_arrival_new_tab()}</span>
                  </a>
                </Button>
              ) : null}
            </div>
          ) : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{m.checkin_check_in()}</dt>
            <dd className="font-medium text-foreground">{checkIn}</dd>
            <dt className="text-muted-foreground">{m.checkin_check_out()}</dt>
            <dd className="font-medium text-foreground">{checkOut}</dd>
          </dl>
          {keptUntil ? (
            <p className="text-xs text-muted-foreground">
              {m.checkin_arrival_kept_until({ date: keptUntil })}
            </p>
          ) : null}
        </Tile>
      </div>

      {/* Past the unlock with nothing kept, the message to the host still waits on the phone for signal. */}
      {(unlocked || lockedCase === 'missed') && stay.code ? (
        <ArrivalHelp code={stay.code} backupDoorCode={arrival.backupDoorCode ?? null} timeZone={zone} />
      ) : null}

      <footer className="flex flex-col gap-3 border-t border-border bg-secondary/40 p-6 sm:flex-row sm:items-center sm:justify-between md:px-8 dark:bg-secondary/20">
        <h3 className="font-sans text-sm font-semibold text-foreground">{m.checkin_arrival_your_host()}</h3>
        <HostButtons host={host} />
      </footer>
    </section>
  );
}
