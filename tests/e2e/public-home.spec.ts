import { ANY_WIDTH, escapeRegExp, expect, expectScrolledTo, test, unique } from './fixtures.js';

/** Home page: server rendering, section order, hero, about, promo and help blocks (spec 1, 2 'Home sections', 9). */

const CHALET_NAME = 'Kanimbla Alpine Chalet';
const HERO_HEADLINE = 'Your Alpine Escape in the Blue Mountains';
const BOOKING_URL = 'https://www.airbnb.com.au/rooms/kanimbla-demo';

test.describe('server rendering without JavaScript', ANY_WIDTH, () => {
  test.use({ javaScriptEnabled: false });

  test('the home page HTML carries the chalet name, hero headline, room names and the JSON-LD record', async ({
    page,
    factories,
  }) => {
    const roomName = unique('SSR Room');
    await factories.room({
      name: roomName,
      description: 'A room created to check server rendering.',
      imagePath: '',
      features: ['Queen bed'],
      sortOrder: 900,
    });
    await page.goto('/');
    await expect(
      page.getByRole('link', { name: `${CHALET_NAME}, Blue Mountains · NSW, home` }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: HERO_HEADLINE })).toBeVisible();
    const rooms = page.locator('#rooms');
    await expect(rooms.getByRole('heading', { name: 'Rooms & Spaces' })).toBeVisible();
    await expect(rooms.getByRole('heading', { level: 3, name: roomName })).toBeVisible();

    const jsonLd = page.locator('script[type="application/ld+json"]');
    await expect(jsonLd).toHaveCount(1);
    const record = JSON.parse((await jsonLd.textContent()) ?? '{}');
    expect(record['@type']).toBe('LodgingBusiness');
    expect(record.name).toBe(CHALET_NAME);
    expect(record.priceRange).toBe('$$$');
    expect(record.address.postalCode).toBe('2790');
    const amenities = (record.amenityFeature as { name: string }[]).map((feature) => feature.name);
    expect(amenities).toEqual(expect.arrayContaining(['Free WiFi', 'Fireplace', 'Kitchen', 'Pet Friendly']));
  });

  test('the home sections are rendered in the order of the spec', async ({ page }) => {
    await page.goto('/');
    // Each marker is a section id or the exact text of a heading / link of that section.
    const markers: [kind: 'id' | 'text', value: string][] = [
      ['id', 'home'],
      ['id', 'about'],
      ['text', 'About Our Chalet'],
      ['id', 'rooms'],
      ['id', 'amenities'],
      ['id', 'attractions'],
      ['id', 'gallery'],
      ['text', 'Reconnect with Nature'],
      ['text', 'Verified Airbnb Reviews'],
      ['text', 'As Seen On'],
      ['id', 'guest-info'],
      ['text', 'Guest Information'],
      ['text', 'Access Check-in Instructions'],
      ['id', 'contact'],
    ];
    const positions = await page.evaluate((list) => {
      const main = document.querySelector('main');
      if (!main) return [];
      const all = [main, ...Array.from(main.querySelectorAll('*'))];
      return list.map(([kind, value]) => {
        const el =
          kind === 'id'
            ? document.getElementById(value)
            : all.find(
                (node) => /^(H[1-6]|A|BUTTON)$/.test(node.tagName) && node.textContent?.trim() === value,
              );
        return { marker: value, index: el ? all.indexOf(el) : -1 };
      });
    }, markers);
    for (const { marker, index } of positions) expect(index, `${marker} is on the page`).toBeGreaterThan(-1);
    const indexes = positions.map((p) => p.index);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  });
});

test.describe('hero', () => {
  test("'Explore Our Chalet' scrolls to the About section", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Explore Our Chalet' }).click();
    await expectScrolledTo(page, 'about');
    await expect(page.getByRole('heading', { name: 'About Our Chalet' })).toBeInViewport();
  });

  test('the scroll-down arrow scrolls to the About section', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Scroll to About' }).click();
    await expectScrolledTo(page, 'about');
  });

  test(
    'the hero image is high priority with a srcset of the 800, 1200 and 1920 widths',
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto('/');
      const image = page.locator('#home img').first();
      await expect(image).toHaveAttribute('fetchpriority', 'high');
      const srcset = (await image.getAttribute('srcset')) ?? '';
      const widths = srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[1]);
      expect(widths).toEqual(['800w', '1200w', '1920w']);
      for (const candidate of srcset.split(','))
        expect(candidate.trim()).toMatch(/^\/images\/hero\.webp\?w=\d+&q=\d+ \d+w$/);
    },
  );

  test('the loading overlay fades out once the hero image has loaded', async ({ page }) => {
    await page.goto('/');
    const image = page.locator('#home img').first();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(image).toHaveCSS('opacity', '1');
    const overlay = page.locator('#home > div[class*="bg-emerald-950/60"]');
    await expect(overlay).toHaveCount(1);
    await expect(overlay).toHaveCSS('opacity', '0');
  });

  test("while the hero image loads, the default picture beneath is the stylesheet's instant variant; the full one comes if it is late", async ({
    page,
  }, testInfo) => {
    // The portrait default is the hero's alone (the promo section further down shows the landscape one).
    const portraitDefaults: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/images/hero-default-mobile.webp') portraitDefaults.push(pathname);
    });
    // The hero image never answers: the page stays in its loading state until the hero's timeout.
    await page.route(/\/images\/hero(-portrait)?\.webp/, () => undefined);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const beneath = page.locator('#home > div.-z-20');
    await expect(beneath).toHaveCSS('background-image', /url\("data:image\/webp;base64,/);
    await expect(page.locator('html')).toHaveAttribute('data-client', 'started');
    await expect(page.locator('#home [data-hero-overlay]')).toHaveClass(/animate-pulse/);
    expect(portraitDefaults).toEqual([]);
    // Late (5 s): the overlay goes and the full default picture is fetched and shown beneath.
    const portrait = testInfo.project.name === 'phone';
    const file = `/images/hero-default-${portrait ? 'mobile' : 'desktop'}.webp`;
    await expect(beneath).toHaveCSS('background-image', new RegExp(escapeRegExp(file)), { timeout: 10_000 });
    await expect(page.locator('#home [data-hero-overlay]')).toHaveCSS('opacity', '0');
    expect(portraitDefaults).toEqual(portrait ? [file] : []);
  });

  test('when the hero image fails for good, the full default picture stays beneath', async ({
    page,
  }, testInfo) => {
    await page.route(/\/images\/hero(-portrait)?\.webp/, (route) => route.abort());
    await page.route(/\/api\/resolve-image/, (route) => route.abort());
    // The ladder's last retry (the mobile default, cache-busted) fails too; the plain file does not.
    await page.route(/\/images\/hero-default-mobile\.webp\?t=/, (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('#home picture')).toHaveCount(0);
    const portrait = testInfo.project.name === 'phone';
    await expect(page.locator('#home > div.-z-20')).toHaveCSS(
      'background-image',
      new RegExp(`/images/hero-default-${portrait ? 'mobile' : 'desktop'}\\.webp`),
    );
    await expect(page.locator('#home [data-hero-overlay]')).toHaveCSS('opacity', '0');
  });

  test('the hero is 90% of the viewport height', async ({ page }) => {
    await page.goto('/');
    const { height, viewport } = await page
      .locator('#home')
      .evaluate((el) => ({ height: el.getBoundingClientRect().height, viewport: window.innerHeight }));
    expect(Math.abs(height - viewport * 0.9)).toBeLessThanOrEqual(2);
  });

  test('the hero sub-line is hidden on small screens and shown on desktop', async ({ page }, testInfo) => {
    await page.goto('/');
    const subline = page
      .locator('#home')
      .getByText('A four-bedroom, pet-friendly chalet on 22 acres', { exact: false });
    if (testInfo.project.name === 'phone') await expect(subline).toBeHidden();
    else await expect(subline).toBeVisible();
  });

  test("the hero 'Book Your Stay' opens the booking listing in a new tab", ANY_WIDTH, async ({ page }) => {
    await page.goto('/');
    const book = page.locator('#home').getByRole('link', { name: /Book Your Stay/ });
    await expect(book).toHaveAttribute('href', BOOKING_URL);
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(book).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('about', () => {
  test('shows the title and the five feature badges', ANY_WIDTH, async ({ page }) => {
    await page.goto('/');
    const about = page.locator('#about');
    await expect(about.getByRole('heading', { level: 2, name: 'About Our Chalet' })).toBeVisible();
    const badges = about.getByRole('list', { name: 'Highlights' }).getByRole('listitem');
    await expect(badges).toHaveText([
      'Panoramic Views',
      'Sauna',
      'Fireplace',
      'Native Wildlife',
      'Secluded Retreat',
    ]);
  });

  test("'View Gallery' scrolls to the gallery", async ({ page }) => {
    await page.goto('/');
    await page.locator('#about').getByRole('button', { name: 'View Gallery' }).click();
    await expectScrolledTo(page, 'gallery');
  });
});

test.describe('promo, As Seen On and check-in help', () => {
  test(
    "'Reconnect with Nature' has a 'Book Your Escape' link to the booking platform in a new tab",
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto('/');
      const promo = page.locator('section', {
        has: page.getByRole('heading', { name: 'Reconnect with Nature' }),
      });
      const link = promo.getByRole('link', { name: /Book Your Escape/ });
      await expect(link).toHaveAttribute('href', BOOKING_URL);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    },
  );

  test("'As Seen On' links to the season 1 episode 5 page in a new tab", ANY_WIDTH, async ({ page }) => {
    await page.goto('/');
    const block = page.locator('section', { has: page.getByRole('heading', { name: 'As Seen On' }) });
    await expect(block).toContainText('Season 1, Episode 5');
    const link = block.getByRole('link');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test("the help area's 'Access Check-in Instructions' leads to /check-in, with its caption", async ({
    page,
  }) => {
    await page.goto('/');
    const help = page.locator('#check-in-help');
    await expect(
      help.getByText(
        'Guests with a booking will receive a unique access code to view detailed check-in instructions.',
        { exact: true },
      ),
    ).toBeVisible();
    await help.getByRole('link', { name: 'Access Check-in Instructions' }).click();
    await expect(page).toHaveURL(/\/check-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Check-in Instructions' })).toBeVisible();
  });

  test("the help area's 'View more' opens the instruction details", async ({ page }) => {
    await page.goto('/');
    await page.locator('#check-in-help').getByRole('button', { name: 'View more' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Access Check-in Instructions' })).toHaveAttribute(
      'href',
      '/check-in',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
