import type { Page } from '@playwright/test';
import type { ContactSubmission } from '../../src/shared/schemas/contact.js';
import {
  type AdminApi,
  a11yViolations,
  expect,
  type Factories,
  mockGet,
  openMessages,
  test,
  unique,
} from './fixtures.js';

/** Contact messages (spec 2 'Admin contact messages', 4, 9 'Date format in messages list'). */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'MMM d, yyyy' in the browser's time zone (the same machine runs the tests and the browser). */
const formatMessageDate = (iso: string) => {
  const date = new Date(iso);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
};

/** Sends a message through the public contact call, as the website's form does. */
async function sendMessage(factories: Factories, label: string) {
  const id = unique(label);
  const data = {
    name: `E2E Sender ${id}`,
    email: `e2e.${id.replace(/\s+/g, '.').toLowerCase()}@example.com`,
    subject: `Subject ${id}`,
    message: `Hello! This is the full message of ${id}.\nIt has a second line about the dates.`,
  };
  return factories.contactMessage(data);
}

/**
 * Messages already stored (the seeded demo messages at least), read only. The contact call is limited per
 * IP address, so only one test sends a new message.
 */
async function existingMessages(api: AdminApi, count: number) {
  const all = await api.get<ContactSubmission[]>('/api/contact');
  const distinct = all.filter((m, i) => all.findIndex((o) => o.subject === m.subject) === i);
  expect(distinct.length).toBeGreaterThanOrEqual(count);
  return distinct.slice(-count);
}

/** The expanded full text of `message` (it keeps its line breaks). */
function messageText(page: Page, message: ContactSubmission) {
  return page.locator('tbody p').filter({ hasText: message.message.split('\n')[0] });
}

/** The summary row of the message with `subject`. */
function row(page: Page, subject: string) {
  return page.getByRole('row').filter({ has: page.getByText(subject, { exact: true }) });
}

test.describe('Admin contact messages', () => {
  test('a message sent through the contact form is listed with sender, subject and date, and expands', async ({
    adminPage: page,
    factories,
  }) => {
    const message = await sendMessage(factories, 'listed');
    await openMessages(page);

    const summary = row(page, message.subject);
    await expect(summary).toBeVisible();
    await expect(summary).toContainText(message.name);
    await expect(summary).toContainText(message.email);
    const date = summary.locator('time');
    await expect(date).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(date).toHaveText(formatMessageDate(message.createdAt));
    // The full text shows only once the row is opened.
    const fullText = messageText(page, message);
    await expect(fullText).toHaveCount(0);
    await summary.click();
    await expect(fullText).toBeVisible();
    await expect(fullText).toHaveText(message.message);
    // The open message's time: the admin's one format with the time, 'MMM d, yyyy, h:mm a'.
    await expect(page.getByText(/^Received /)).toHaveText(
      /^Received [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/,
    );
    await expect(page.getByText(/^Received /)).toContainText(formatMessageDate(message.createdAt));
  });

  test('the table has the Sender, Subject, Date and Actions columns, dates as MMM d, yyyy', async ({
    adminPage: page,
    api,
  }) => {
    const [message] = await existingMessages(api, 1);
    await openMessages(page);
    await expect(page.getByRole('columnheader')).toHaveText(['Sender', 'Subject', 'Date', 'Actions']);
    await expect(row(page, message.subject).locator('time')).toHaveText(formatMessageDate(message.createdAt));
    for (const date of await page.locator('tbody time').allTextContents()) {
      expect(date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    }
  });

  test('clicking a row expands the full message; only one row is open at a time', async ({
    adminPage: page,
    api,
  }) => {
    const [first, second] = await existingMessages(api, 2);
    await openMessages(page);

    const firstText = messageText(page, first);
    const secondText = messageText(page, second);
    await expect(firstText).toHaveCount(0);

    await row(page, first.subject).click();
    await expect(firstText).toBeVisible();
    await expect(
      row(page, first.subject).getByRole('button', { name: `Hide message from ${first.name}` }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      `mailto:${first.email}?subject=${encodeURIComponent(`Re: ${first.subject}`)}`,
    );

    await row(page, second.subject).click();
    await expect(secondText).toBeVisible();
    await expect(firstText).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Reply by email' })).toHaveCount(1);
    await expect(
      row(page, first.subject).getByRole('button', { name: `Show message from ${first.name}` }),
    ).toHaveAttribute('aria-expanded', 'false');

    // Clicking the open row again closes it.
    await row(page, second.subject).click();
    await expect(secondText).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Reply by email' })).toHaveCount(0);
  });

  test('the expand button is a keyboard control for the same toggle', async ({ adminPage: page, api }) => {
    const [message] = await existingMessages(api, 1);
    await openMessages(page);
    const button = row(page, message.subject).getByRole('button', {
      name: `Show message from ${message.name}`,
    });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(messageText(page, message)).toBeVisible();
    await expect(
      row(page, message.subject).getByRole('button', { name: `Hide message from ${message.name}` }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  test('with no messages it shows "No messages received"', async ({ adminPage: page }) => {
    await mockGet(page, '/api/contact', []);
    await page.goto('/admin/messages');
    await expect(page.getByText('No messages received', { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('has no serious accessibility violations', async ({ adminPage: page, api }) => {
    const [message] = await existingMessages(api, 1);
    await openMessages(page);
    expect(await a11yViolations(page)).toEqual([]);
    await row(page, message.subject).click();
    await expect(page.getByRole('link', { name: 'Reply by email' })).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
  });
});
