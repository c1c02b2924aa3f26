import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.js';

export { expect };

/** Signs the page's browser context in as the admin through the API (fast, no UI). */
export async function signInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/api/admin/login', { data: E2E_ADMIN });
  expect(response.ok()).toBe(true);
}

/** An API client signed in as the admin, for arranging data a test needs. */
export async function adminApi(request: APIRequestContext) {
  const response = await request.post('/api/admin/login', { data: E2E_ADMIN });
  expect(response.ok()).toBe(true);
  const call = async <T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    data?: unknown,
  ) => {
    const res = await request.fetch(url, { method, data: data as object | undefined });
    if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
    const text = await res.text();
    return (text ? JSON.parse(text) : null) as T;
  };
  return { call };
}

/**
 * Shows every scroll reveal and lets finite animations (fades, dialog openings) finish, then returns to
 * where the page was. axe scrolls while it measures colour contrast; without this, a section it scrolls
 * to starts fading in mid-check and is measured at partial opacity.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const start = window.scrollY;
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, start);
    await frame();
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** axe-core: the serious and critical violations of the current page, once its animations are done. */
export async function seriousA11yViolations(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

/**
 * Picks an option of an open Radix select with the keyboard. A pointer click can chase the option while
 * the list scrolls under the mouse (its scroll buttons move it), which made such clicks flaky.
 */
export async function chooseOption(option: Locator) {
  await option.focus();
  await option.press('Enter');
  await expect(option).toBeHidden();
}

/** A unique suffix so parallel tests never collide on names. */
export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const test = base;
