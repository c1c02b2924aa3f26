import { HtmlValidate, type Message } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/routes.js';
import { PUBLIC_PAGE_URLS } from '../helpers/public-pages.js';
import { seedDemoSite, setUpTestApp } from '../helpers/test-app.js';

/**
 * Every public page's server HTML (what a search engine and a guest's browser first read) passes a
 * standard validator: html-validate's `standard` preset, i.e. its recommended rules without the purely
 * stylistic ones (how React spells a void element or a boolean attribute is not an error). No rule is
 * turned off. Rendered with the demo content, so every section has its cards, tiles and buttons.
 */

const t = setUpTestApp();
let accessCode = '';
beforeAll(async () => {
  ({ accessCode } = await seedDemoSite(t));
}, 120_000);

const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

const describeMessage = (message: Message) =>
  `${message.ruleId}: ${message.message} (line ${message.line}) ${message.selector ?? ''}`;

describe('valid HTML', () => {
  const urls = [...PUBLIC_PAGE_URLS, paths.admin.login, paths.admin.forgotPassword, '/no-such-page'];
  for (const url of urls) {
    it(`${url} validates`, async () => {
      const response = await t.app.inject({ method: 'GET', url: url.replace('VALID', accessCode) });
      expect(response.headers['content-type']).toMatch(/text\/html/);
      const report = await validator.validateString(response.body);
      const messages = report.results.flatMap((result) => result.messages).map(describeMessage);
      expect(messages).toEqual([]);
    });
  }
});
