import { type ReactNode, useRef } from 'react';
import { formatStayDateWithZone } from '../../../shared/stay.js';
import { stayWelcome } from '../../../shared/text/guest-name.js';
import { Button } from '../../components/ui/button.js';
import { QrCode } from '../../components/ui/qr-code.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { cn } from '../../lib/cn.js';
import { ArrivalHelp } from './arrival-help.js';
import { CopyButton } from './copy-button.js';
import type { GuestArrival, GuestStayAnswer } from './guest-access.js';
import { HOST_CONTACT_PLATFORM_TEXT, type HostContact } from './host-contact.js';
import { formatHouseTime, wifiQrPayload } from './wifi-payload.js';

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
      ? 'Needs signal once'
      : lockedCase === 'ready' && opensAt
        ? `Kept on this phone: shows at ${opensAt}`
        : opensAt
          ? `Locked until ${opensAt}`
          : 'Locked';
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
          <span>
            Check-in time has come, but this phone does not have the door code: it was last opened with signal
            before the code was sent. Open this page again where you have signal, or call your host.
          </span>
        </p>
        <HostButtons host={host} />
      </div>
    );
  }
  const line =
    lockedCase === 'ready'
      ? `Ready on this phone: shows at ${opensAt}`
      : aheadFrom
        ? `Open this page once with signal after ${aheadFrom} to keep the door code on this phone`
        : 'Open this page once with signal now to keep the door code on this phone';
  return (
    <div className="mt-3 grid gap-2 text-sm">
      <p className="text-muted-foreground">
        {opensAt
          ? `The door code and WiFi details unlock on ${opensAt}. Directions and house rules are below now.`
          : 'The door code and WiFi details unlock before check-in. Directions and house rules are below now.'}
      </p>
      <p className="flex items-start gap-2 rounded-lg bg-accent/15 px-3 py-2 font-medium text-foreground">
        <SpriteIcon id="info" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          {line}
          {lockedCase === 'ready' ? ', even without signal.' : '.'}
        </span>
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
    return <p className="text-sm text-muted-foreground">{HOST_CONTACT_PLATFORM_TEXT}</p>;
  }
  return (
    <div className="flex flex-wrap gap-2">
      {host.phoneHref ? (
        <HostLink href={host.phoneHref} icon="phone" primary>
          Call host
        </HostLink>
      ) : null}
      {host.smsHref ? (
        <HostLink href={host.smsHref} icon="message-circle">
          Text host
        </HostLink>
      ) : null}
      {host.email ? (
        <HostLink href={`mailto:${host.email}`} icon="mail">
          Email host
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
  const opensAt = !unlocked && stay.opensAt ? formatStayDateWithZone(stay.opensAt, zone) : null;
  const lockedCase: LockedCase = stay.ahead ? 'ready' : opensPast ? 'missed' : 'needs-signal';
  const aheadFrom =
    stay.aheadFrom && Date.now() < Date.parse(stay.aheadFrom)
      ? formatStayDateWithZone(stay.aheadFrom, zone)
      : stay.aheadFrom === undefined
        ? opensAt
        : null;
  const passwordRef = useRef<HTMLElement>(null);
  const checkIn = stay.checkInAt
    ? formatStayDateWithZone(stay.checkInAt, zone)
    : `From ${formatHouseTime(arrival.checkInTime)}`;
  // "By": the time to leave, not a time to arrive (issue 43). The page may keep the door code a little
  // longer (STAY_LATE_HOURS); that is said apart, and only when it differs.
  const checkOut = `By ${
    stay.checkOutAt ? formatStayDateWithZone(stay.checkOutAt, zone) : formatHouseTime(arrival.checkOutTime)
  }`;
  const keptUntil =
    stay.accessEndsAt && (!stay.checkOutAt || Date.parse(stay.accessEndsAt) !== Date.parse(stay.checkOutAt))
      ? formatStayDateWithZone(stay.accessEndsAt, zone)
      : null;
  const showDoor = !unlocked || arrival.doorCode !== null;

  return (
    <section
      aria-labelledby="stay-greeting"
      className="mb-6 overflow-hidden rounded-2xl border border-accent/60 bg-card shadow-sm ring-1 ring-accent/30"
    >
      <header className="border-b border-border px-5 py-4 md:p-8">
        <h2 id="stay-greeting" className="font-serif text-2xl font-semibold text-foreground md:text-3xl">
          {stayWelcome(stay.guestName)}
        </h2>
        {unlocked ? (
          <p className="mt-1 text-sm text-muted-foreground">
            Everything for your stay is unlocked and kept on this phone, for when there is no reception.
          </p>
        ) : (
          <LockedIntro lockedCase={lockedCase} opensAt={opensAt} aheadFrom={aheadFrom} host={host} />
        )}
      </header>

      {/* One-pixel gaps over the border colour draw the dividers in any column count. */}
      <div className="grid gap-px bg-border md:grid-cols-2 lg:grid-cols-3 [&>*]:bg-card">
        {showDoor ? (
          <Tile icon="key-round" label="Door code">
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
          <Tile icon="wifi" label="WiFi">
            <div className="flex flex-wrap items-start gap-4">
              <dl className="grid min-w-[11rem] flex-1 gap-2 text-sm">
                <div>
                  <dt className="text-muted-foreground">Network</dt>
                  <dd className="break-all text-base font-semibold text-foreground">{arrival.wifiNetwork}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Password</dt>
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
                          label="WiFi password"
                          selectTarget={() => passwordRef.current}
                        />
                      </>
                    ) : unlocked ? (
                      <span className="text-foreground">None needed</span>
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
                    label={`QR code to join the WiFi network ${arrival.wifiNetwork}`}
                    size={112}
                  />
                  <figcaption className="text-xs text-muted-foreground">Scan to join</figcaption>
                </figure>
              ) : null}
            </div>
          </Tile>
        ) : null}

        <Tile icon="map-pin" label="Address & times" className="md:col-span-2 lg:col-span-1">
          {arrival.address ? (
            <div className="grid gap-2">
              <p className="text-base font-medium text-foreground">{arrival.address}</p>
              {arrival.mapsUrl ? (
                <Button asChild variant="outline" size="sm" className="justify-self-start">
                  <a href={arrival.mapsUrl} target="_blank" rel="noopener noreferrer">
                    <SpriteIcon id="navigation" />
                    Open in Maps
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </Button>
              ) : null}
            </div>
          ) : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Check-in</dt>
            <dd className="font-medium text-foreground">{checkIn}</dd>
            <dt className="text-muted-foreground">Check-out</dt>
            <dd className="font-medium text-foreground">{checkOut}</dd>
          </dl>
          {keptUntil ? (
            <p className="text-xs text-muted-foreground">This page shows the door code until {keptUntil}.</p>
          ) : null}
        </Tile>
      </div>

      {/* Past the unlock with nothing kept, the message to the host still waits on the phone for signal. */}
      {(unlocked || lockedCase === 'missed') && stay.code ? (
        <ArrivalHelp code={stay.code} backupDoorCode={arrival.backupDoorCode ?? null} timeZone={zone} />
      ) : null}

      <footer className="flex flex-col gap-3 border-t border-border bg-secondary/40 p-6 sm:flex-row sm:items-center sm:justify-between md:px-8 dark:bg-secondary/20">
        <h3 className="font-sans text-sm font-semibold text-foreground">Your host</h3>
        <HostButtons host={host} />
      </footer>
    </section>
  );
}
