import type { LegalPage } from '../../../shared/schemas/legal-texts.js';

/**
 * The legal texts until the owner edits them: the pages' text as it was written into the site (June
 * 2025), with the owner's site name. Format: `src/shared/text/legal-text.ts`.
 */
export const LEGAL_DEFAULT_MONTH = '2025-06';

const privacyPolicy = (
  siteName: string,
) => `Your privacy matters to us. This policy explains what personal information this website collects, why we collect it, how we look after it and the choices you have.

## Who we are
${siteName} is a privately owned holiday home in Kanimbla, in the Blue Mountains of New South Wales. In this policy, “we”, “us” and “our” refer to the owner of the chalet, who operates this website. We handle personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles (APPs).

## Information we collect
We only collect the information we need to answer your questions and look after your stay:
- Contact form: your name, email address, the subject and the message you send us.
- Guest access codes: when you enter an access code on the check-in page we check it against the codes we have issued for current bookings. The code is not linked to your name on this website.
- Technical information: like most websites, our server records basic request data such as your IP address, browser type, the pages requested and the time of the request. We use it to keep the website secure, for example to limit repeated failed access-code attempts.

We do not take bookings or payments on this website, and we never ask for card details. You can browse the website without telling us who you are.

## How we use your information
We use personal information to:
- reply to your enquiry and communicate with you about a stay;
- give guests with a booking access to check-in instructions;
- protect the website and our guests from misuse, fraud and unauthorised access; and
- understand, in aggregate, how the website is used so we can improve it.

We do not sell, rent or trade personal information, and we do not add you to a mailing list unless you ask us to.

## Bookings through a third-party platform
All bookings are made on a third-party booking platform (such as Airbnb), which opens in a new tab. Any information you give that platform, including payment details, is collected and handled by the platform under its own privacy policy and terms. When you book, the platform shares with us the details we need to host you, such as your name, travel dates and the number of guests. We use those details only to manage your stay.

## Cookies and local storage
- Session cookie (administrator only): a strictly necessary cookie is set only when the chalet owner signs in to the website’s back office. Visitors and guests are not given this cookie.
- Theme preference: if you switch between the light and dark theme, your choice is saved in your browser’s local storage. It stays on your device and is never sent to us.
- Analytics: only if analytics is configured for this website, we use Google Analytics to measure visits and a few interactions (such as opening the gallery or following a booking link). It may set its own cookies and process your IP address. We do not use analytics data to identify you, and access codes are never sent to it. You can block these cookies in your browser settings or with the Google Analytics opt-out browser add-on.

We do not use advertising or cross-site tracking cookies.

## Who we share information with
We share personal information only with service providers who help us run the website (such as web hosting, email delivery and, if configured, analytics), and only as much as they need to provide their service. We may also disclose information where the law requires or authorises it.

Some of these providers may store or process information outside Australia, including in the United States. Where that happens we take reasonable steps, as required by APP 8, to make sure the information is handled consistently with the Australian Privacy Principles.

## Storage, security and retention
We take reasonable steps to protect personal information from misuse, interference, loss and unauthorised access, modification or disclosure. Access to enquiries is limited to the chalet owner through a password-protected back office. We keep enquiries only for as long as we need them to respond to you and for our reasonable record keeping, and then delete them.

## Accessing and correcting your information
You can ask for a copy of the personal information we hold about you, or ask us to correct it, at any time (APPs 12 and 13). We will respond within 30 days. There is no charge for making a request.

## Complaints
If you are concerned about how we have handled your personal information, please contact us first so we can try to put it right. If you are not satisfied with our response, you can complain to the Office of the Australian Information Commissioner (OAIC) at www.oaic.gov.au or on 1300 363 992.

## Changes to this policy
We may update this policy from time to time, for example if the website changes. The date at the top of this page shows when it was last updated.

## Contact us
For any privacy question or request, please send us a message using the contact form on our home page. You can also read our Terms of Use.`;

const termsOfUse = (
  siteName: string,
) => `Thank you for visiting. These terms set out the rules for using this website. They are written to be short and clear; please read them together with our Privacy Policy.

## About these terms
These terms apply to your use of the ${siteName} website. By using the website you agree to them. If you do not agree, please do not use the website. In these terms, “we”, “us” and “our” refer to the owner of the chalet.

## Bookings
This website provides information about the chalet. It does not take bookings or payments. Bookings are made on a third-party booking platform, and your booking, payment, cancellation and refund are governed by that platform’s terms and the house rules shown in the listing at the time you book. If anything on this website differs from your booking confirmation, the booking confirmation applies.

## Information on this website
We describe the chalet, its rooms, amenities and the surrounding area in good faith and keep the information up to date, but details can change and photos are illustrative. Please check anything that is important to your stay with us before you travel.

Information about local attractions, walks, restaurants and businesses is a guide only. Opening hours, prices, track conditions and access can change without notice. Conditions in the Blue Mountains can change quickly: check official alerts, weather and fire danger ratings before heading out, and walk within your ability.

## Guest access codes
Guests with a confirmed booking receive an access code for the check-in instructions. The code and the instructions (including door and Wi-Fi details) are for your booking only: please do not share or publish them. Codes may stop working after your stay or if we suspect misuse.

## Acceptable use
When using the website you must not:
- use it for any unlawful purpose or send unlawful, abusive or misleading messages;
- try to guess access codes or gain access to the back office or any account that is not yours;
- interfere with the website’s security or operation, or introduce malicious code; or
- copy the website’s content in bulk by automated means.

## Intellectual property
The text, photographs and design of this website belong to us or our licensors and are protected by copyright. You may view and print pages for your own personal, non-commercial use, such as planning a stay. Any other use needs our written permission.

## Links to other websites
The website links to other websites, such as the booking platform, maps and local businesses. We do not control those websites and are not responsible for their content, availability or privacy practices.

## Liability
Nothing in these terms excludes, restricts or modifies any right or remedy you have under the Australian Consumer Law or any other law that cannot be excluded.

Subject to that, the website is provided “as is”, and to the extent permitted by law we are not liable for any loss arising from your use of, or reliance on, the website or any website linked from it.

## Privacy
Our Privacy Policy explains how we handle personal information collected through the website.

## Governing law
These terms are governed by the laws of New South Wales, Australia, and you agree to the non-exclusive jurisdiction of the courts of New South Wales.

## Changes and contact
We may change these terms from time to time; the date at the top of this page shows when they were last updated. If you have a question about them, please send us a message using the contact form on our home page.`;

/** A page's text before the owner saved one: today's, naming the site as it is named now. */
export function defaultLegalText(page: LegalPage, siteName: string): string {
  return page === 'privacy-policy' ? privacyPolicy(siteName) : termsOfUse(siteName);
}
