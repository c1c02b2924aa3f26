import type { Page } from '@playwright/test';
import type { ContactSubmission } from '../../src/shared/schemas/contact.js';
import {
  type AdminApi,
  expect,
  type Factories,
  openMessages,
  seriousA11yViolations,
  test,
  unique,
} from './fixtures.js';

/** The inbox of contact messages (issue 12): read/unread, archive, search, CSV export, unread counts. */

/** Sends a message through the public contact call; answers the stored message. */
async function sendMessage(factories: Factories, api: AdminApi, label: string) {
  const id = unique(label);
  const token = id.replace(/\W+/g, '').toLowerCase();
  const data = {
    name: `Inbox Sender ${id}`,
    email: `inbox.${token}@example.com`,
    subject: `Inbox subject ${id}`,
    message: `A message with the searchable word ${token} in it.`,
  };
  await factories.contactMessage(data);
  const all = await api.get<ContactSubmission[]>(`/api/contact?q=${encodeURIComponent(token)}`);
  expect(all).toHaveLength(1);
  return { ...all[0], token };
}

const row = (page: Page, subject: string) =>
  page.getByRole('row').filter({ has: page.getByText(subject, { exact: true }) });

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(text);
}

test.describe('Admin inbox', () => {
  test('opening a message marks it read; it can be marked unread again', async ({
    adminPage: page,
    api,
    factories,
  }) => {
    const message = await sendMessage(factories, api, 'read');
    await openMessages(page);
    await search(page, message.token);
    const summary = row(page, message.subject);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(summary.getByText('(unread)')).toHaveCount(1);

    // The side menu describes Contact Messages with the unread count.
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const menuLink = nav.getByRole('link', { name: 'Contact Messages', exact: true });
    await expect(menuLink).toHaveAccessibleDescription(/^\d+ unread$/);
    const description = () =>
      menuLink.evaluate(
        (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
      );
    // Other tests may send messages meanwhile: the menu must show the server's count, whatever it is.
    const menuMatchesServer = async () => {
      const { unread } = (await (await page.request.get('/api/contact/summary')).json()) as {
        unread: number;
      };
      return (await description()) === (unread > 0 ? `${unread} unread` : '');
    };

    await summary.click();
    await expect(summary.getByText('(unread)')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
    await expect.poll(menuMatchesServer).toBe(true);

    await page.getByRole('button', { name: 'Mark as unread' }).click();
    await expect(summary.getByText('(unread)')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Mark as read' })).toBeVisible();
    await expect.poll(menuMatchesServer).toBe(true);
  });

  test('archiving hides a message from the inbox; the Archived filter shows it and brings it back', async ({
    adminPage: page,
    api,
    factories,
  }) => {
    const message = await sendMessage(factories, api, 'archive');
    await openMessages(page);
    await search(page, message.token);
    await row(page, message.subject).click();
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(page.getByText('No messages match your search', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Archived', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Archived', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const archived = row(page, message.subject);
    await expect(archived).toBeVisible();
    await expect(archived.getByText('Archived', { exact: true })).toBeVisible();
    await archived.click();
    await page.getByRole('button', { name: 'Move to inbox' }).click();
    await expect(page.getByText('No messages match your search', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Inbox', exact: true }).click();
    await expect(row(page, message.subject)).toBeVisible();
  });

  test('the search asks the server and lists only matching messages', async ({
    adminPage: page,
    api,
    factories,
  }) => {
    const message = await sendMessage(factories, api, 'search');
    await openMessages(page);
    const requested = page.waitForRequest((r) => r.url().includes(`/api/contact?q=${message.token}`));
    await search(page, message.token);
    await requested;
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(row(page, message.subject)).toBeVisible();
    await search(page, 'zz-no-such-message-zz');
    await expect(page.getByText('No messages match your search', { exact: true })).toBeVisible();
    await search(page, '');
    await expect(page.locator('tbody tr').first()).toBeVisible();
  });

  test('Export CSV downloads the messages of the current view', async ({
    adminPage: page,
    api,
    factories,
  }) => {
    const message = await sendMessage(factories, api, 'export');
    await openMessages(page);
    await search(page, message.token);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    const link = page.getByRole('link', { name: 'Export CSV' });
    await expect(link).toHaveAttribute('href', `/api/contact/export?q=${message.token}`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const stream = await download.createReadStream();
    let text = '';
    for await (const chunk of stream) text += chunk;
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Date","Name","Email","Subject","Message","Read","Archived"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${message.subject}"`);
    expect(lines[1]).toContain(`"${message.email}"`);
  });

  test('a link from a notification email opens its message', async ({ adminPage: page, api, factories }) => {
    const message = await sendMessage(factories, api, 'linked');
    await page.goto(`/admin/messages?message=${message.id}`);
    await expect(page.locator('tbody p').filter({ hasText: message.message })).toBeVisible();
    await expect(row(page, message.subject).getByText('(unread)')).toHaveCount(0);
  });

  test('says email is not set up yet and where to set it up, and the test button is off', async ({
    adminPage: page,
  }) => {
    await openMessages(page);
    const card = page.getByRole('region', { name: 'Email notifications' });
    await expect(card).toContainText('Email is not set up yet');
    await expect(card.getByRole('link', { name: 'Site Settings, Email' })).toHaveAttribute(
      'href',
      '/admin/site-settings#email',
    );
    await expect(card.getByRole('button', { name: 'Send test email' })).toBeDisabled();
  });

  test('the dashboard shows the unread count beside the Contact Messages tile', async ({
    adminPage: page,
    api,
    factories,
  }) => {
    await sendMessage(factories, api, 'dashboard');
    await page.goto('/admin/dashboard');
    const { unread } = await api.get<{ unread: number }>('/api/contact/summary');
    const tile = page
      .getByRole('region', { name: 'Content counts' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('link').filter({ hasText: 'Contact Messages' }),
      });
    await expect(tile.getByText(/^\d+ unread$/)).toBeVisible();
    const shown = Number((await tile.getByText(/^\d+ unread$/).textContent())?.match(/\d+/)?.[0]);
    expect(Math.abs(shown - unread)).toBeLessThanOrEqual(1); // other tests may read or send one meanwhile
  });

  test('has no serious accessibility violations, with a message open', async ({
    adminPage: page,
    api,
    factories,
  }) => {
    const message = await sendMessage(factories, api, 'a11y');
    await openMessages(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await search(page, message.token);
    await row(page, message.subject).click();
    await expect(page.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('screenshots of the inbox and dashboard at 1440 and 390 px', async ({ adminPage: page }) => {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto('/admin/messages');
      await expect(page.locator('tbody tr').first()).toBeVisible();
      await page.locator('tbody tr').first().click();
      await expect(page.getByRole('link', { name: 'Reply by email' })).toBeVisible();
      await page.screenshot({ path: `.test-output/screenshots/inbox-${width}.png`, fullPage: true });
      await page.goto('/admin/dashboard');
      await expect(
        page.getByRole('region', { name: 'Content counts' }).getByText(/^\d+ unread$/),
      ).toBeVisible();
      await page.screenshot({ path: `.test-output/screenshots/dashboard-${width}.png`, fullPage: true });
    }
  });
});
