import { connect, createServer, type Server, type Socket } from 'node:net';
import type { BrowserContextOptions, Page } from '@playwright/test';
import { animationsFinished, expect, keptOnDevice, REAL_TIME, test } from './fixtures.js';

// A test changes the lead window every stay follows, for a minute. One at a time, in file order (decision 0078).
test.describe.configure({ mode: 'default' });

/**
 * Issue 43, items 1–3 (decision 0072): the door code travels ahead inside the owner's lead window and
 * shows at the unlock by the phone's clock, online or offline; a kept stay is on screen at once
 * whatever the network does; the door code is on a small phone's first screen. The server runs on the
 * real clock with STAY_EARLY_HOURS 2, so a stay that unlocks in a minute checks in at 2 h 1 min.
 */

const HOUR = 3_600_000;
const STAY_DOOR_CODE = '5831';
/** The kept door code appears within this after a navigation; the bug took 6 to 32 s. */
const KEPT_FIRST_BOUND_MS = 2_500;
const SHOTS = '.test-output/shots';

const arrivalCard = (page: Page) => page.getByRole('region', { name: /^Welcome/ });
const doorCode = (page: Page) => arrivalCard(page).getByText(STAY_DOOR_CODE, { exact: true });

/** A stay whose secrets unlock `inMs` from now (check-in is two hours after the unlock). */
const unlockingIn = (inMs: number) => {
  const opensAt = Date.now() + inMs;
  return { opensAt, checkInAt: opensAt + 2 * HOUR, checkOutAt: opensAt + 50 * HOUR };
};

// A phone scenario (the real-time project is at phone size); it changes the lead window for a moment.
test(
  'inside the lead window the door code is kept, and shows offline at the unlock; with lead 0 the page says it needs signal once',
  REAL_TIME,
  async ({ page, context, browser, api, factories }, testInfo) => {
    test.setTimeout(240_000);
    // Both stays unlock in a minute: time to open each once with signal (a slow machine takes seconds).
    const ahead = unlockingIn(75_000);
    const late = { ...ahead };
    const aheadStay = await factories.guestStay({
      checkInAt: ahead.checkInAt,
      checkOutAt: ahead.checkOutAt,
      doorCode: STAY_DOOR_CODE,
    });
    const lateStay = await factories.guestStay({
      checkInAt: late.checkInAt,
      checkOutAt: late.checkOutAt,
      doorCode: STAY_DOOR_CODE,
    });

    // Phone 1 opens its link inside the lead window (24 hours by default).
    await page.goto(`/check-in?code=${aheadStay.code}`);
    await expect(arrivalCard(page)).toContainText(/Ready on this phone: shows at \w{3} \d{1,2} \w{3}, /);
    await expect(page.getByText(STAY_DOOR_CODE)).toHaveCount(0);
    await keptOnDevice(page, aheadStay.code);
    await page.screenshot({ path: `${SHOTS}/door-code-ahead-ready.png` });

    // Phone 2 opens its link while the owner's lead is 0: nothing travels ahead (the behaviour before).
    const { viewport, isMobile, hasTouch, baseURL } = testInfo.project.use as BrowserContextOptions;
    const otherContext = await browser.newContext({ viewport, isMobile, hasTouch, baseURL });
    const other = await otherContext.newPage();
    await api.call('PUT', '/api/arrival-settings', { leadHours: 0 });
    try {
      await other.goto(`/check-in?code=${lateStay.code}`);
      await expect(arrivalCard(other)).toContainText(
        /Open this page once with signal after \w{3} \d{1,2} \w{3}, .* to keep the door code on this phone/,
      );
      await keptOnDevice(other, lateStay.code);
    } finally {
      await api.call('PUT', '/api/arrival-settings', { leadHours: 24 });
    }
    expect(Date.now(), 'both phones opened their links before the unlock').toBeLessThan(ahead.opensAt);

    // Into the valley: no signal, and the unlock time passes.
    await context.setOffline(true);
    await otherContext.setOffline(true);
    // Real time, as the issue asks (a guest drives into the valley): the phones' own clocks pass the unlock.
    await page.waitForTimeout(Math.max(0, ahead.opensAt - Date.now()) + 1_000);

    // The page left open flips at the time; the start URL (the home-screen app) shows the code too.
    await expect(doorCode(page)).toBeVisible();
    await page.goto('/check-in');
    await expect(doorCode(page)).toBeVisible();
    await expect(arrivalCard(page).getByText('bluemountains792', { exact: true })).toBeVisible();
    await expect(page.getByText(/Locked until/)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Phone 2 never received it: the honest message, never "Locked until" a time that has passed.
    await other.goto('/check-in');
    const card = arrivalCard(other);
    await expect(card).toContainText(
      'Check-in time has come, but this phone does not have the door code: it was last opened with signal before the code was sent.',
    );
    await expect(card.getByText('Needs signal once').first()).toBeVisible();
    await expect(other.getByText(/Locked until/)).toHaveCount(0);
    // The host's contact (none set in the e2e data: the booking platform's messages).
    await expect(card.getByText(/booking platform you booked on/).first()).toBeVisible();
    // …and a message to the host, which waits on the phone for signal.
    await card.getByRole('button', { name: 'Code not working?' }).click();
    await expect(card.getByRole('region', { name: 'Code not working?' })).toBeVisible();
    await other.screenshot({ path: `${SHOTS}/door-code-ahead-missed.png` });
    await otherContext.close();
    await context.setOffline(false);
  },
);

interface Relay {
  url: string;
  /** From now on every connection is accepted and held open without an answer (one bar of signal). */
  stopAnswering(): void;
  close(): Promise<void>;
}

/** A TCP relay on 127.0.0.1 to `target`: forwards until told to stop answering. */
async function startRelay(target: URL): Promise<Relay> {
  let answering = true;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server: Server = createServer((client) => {
    track(client);
    if (!answering) return;
    const upstream = connect(Number(target.port), target.hostname);
    track(upstream);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    stopAnswering() {
      answering = false;
      // Open keep-alive connections would still forward: the browser must open new, silent ones.
      for (const socket of sockets) socket.destroy();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

test('one bar of signal: the kept door code is on screen at once, from the start URL and the link', async ({
  page,
  factories,
}, testInfo) => {
  const relay = await startRelay(new URL(testInfo.project.use.baseURL ?? ''));
  try {
    const stay = unlockingIn(-HOUR);
    const { code } = await factories.guestStay({
      checkInAt: stay.checkInAt,
      checkOutAt: stay.checkOutAt,
      doorCode: STAY_DOOR_CODE,
    });
    await page.goto(`${relay.url}/check-in?code=${code}`);
    await expect(doorCode(page)).toBeVisible();
    await keptOnDevice(page, code);

    relay.stopAnswering();
    for (const path of ['/check-in', `/check-in?code=${code}`]) {
      const started = Date.now();
      await page.goto(`${relay.url}${path}`, { waitUntil: 'commit' });
      await expect(doorCode(page)).toBeVisible({ timeout: 40_000 });
      const shownAfter = Date.now() - started;
      testInfo.annotations.push({
        type: 'kept door code shown after (ms)',
        description: `${path}: ${shownAfter}`,
      });
      expect(shownAfter, `${path}: the kept door code first`).toBeLessThan(KEPT_FIRST_BOUND_MS);
      await expect(page.getByText('Verifying...')).toHaveCount(0);
      await expect(page.getByText('Showing the copy kept on this device.')).toBeVisible();
    }
  } finally {
    await relay.close();
  }
});

test('the door code is on the first screen of a small phone, unlocked and kept; screenshots light and dark', async ({
  page,
  context,
  factories,
}, testInfo) => {
  const sizes =
    testInfo.project.name === 'phone'
      ? [
          { width: 375, height: 667 },
          { width: 390, height: 844 },
        ]
      : [{ width: 1440, height: 900 }];
  const stay = unlockingIn(-HOUR);
  const { code } = await factories.guestStay({
    checkInAt: stay.checkInAt,
    checkOutAt: stay.checkOutAt,
    doorCode: STAY_DOOR_CODE,
  });
  /** The page's title and the door code lie wholly on the first screen, below the fixed header. */
  const expectOnFirstScreen = async (height: number) => {
    await expect(doorCode(page)).toBeVisible();
    const header = await page.locator('header').first().boundingBox();
    const headerBottom = header ? header.y + header.height : 0;
    const title = await page.getByRole('heading', { level: 1, name: 'Check-in Instructions' }).boundingBox();
    expect(title!.y, 'the title is not under the fixed header').toBeGreaterThanOrEqual(headerBottom);
    const box = await doorCode(page).boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(headerBottom);
    expect(box!.y + box!.height).toBeLessThanOrEqual(height);
  };
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.goto(`/check-in?code=${code}`);
    await expectOnFirstScreen(size.height);
    // The spec's heading and the code box stay on the page.
    await expect(page.getByRole('heading', { level: 1, name: 'Check-in Instructions' })).toBeVisible();
    await expect(page.getByText('Access code verified')).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate((dark) => {
        document.documentElement.classList.toggle('dark', dark);
        document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
      }, scheme === 'dark');
      // The header's colours ease over 300 ms (site-header.tsx): shot once they have.
      await animationsFinished(page);
      await page.screenshot({ path: `${SHOTS}/door-code-first-${size.width}-${scheme}.png` });
    }
  }
  // Kept, without signal: the same first screen.
  await keptOnDevice(page, code);
  await context.setOffline(true);
  await page.setViewportSize(sizes[0]);
  await page.goto('/check-in');
  await expectOnFirstScreen(sizes[0].height);
  await page.screenshot({ path: `${SHOTS}/door-code-first-${sizes[0].width}-kept.png` });
  await context.setOffline(false);
});
