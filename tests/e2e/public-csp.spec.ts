import { ANY_WIDTH, expect, test } from './fixtures.js';

/** Content Security Policy of the cached, shared pages (decision 0020): inline scripts only by hash. */

const INJECTED = '<script>window.__injected = "ran";</script>';

test(
  'an inline script injected into the page does not run, while the page itself works',
  ANY_WIDTH,
  async ({ page }) => {
    let policy = '';
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // The real page from the server, its headers untouched, with one extra inline script in its <head>.
    await page.route('**/', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      policy = headers['content-security-policy'] ?? '';
      delete headers['content-encoding'];
      delete headers['content-length'];
      const html = (await response.text()).replace('<head>', `<head>\n${INJECTED}`);
      await route.fulfill({ status: response.status(), headers, body: html });
    });
    // The theme bootstrap (allowed by its hash) must still run: ask it for the dark theme.
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto('/');

    const scriptSrc =
      policy
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src ')) ?? '';
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('nonce-');

    expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
    expect(refused.some((text) => /inline script/i.test(text))).toBe(true);
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    // The client started from the page's JSON data and hydrated: its controls answer.
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
  },
);
