import { Link } from 'wouter';
import { paths, sectionIds } from '../../../shared/routes.js';
import { SITE } from '../../../shared/site.js';
import { LegalPage, type LegalSection } from '../../components/public/legal-page.js';
import { PublicLayout } from '../../features/public-layout/public-layout.js';

const contactHref = `${paths.home}#${sectionIds.contact}`;

const sections: LegalSection[] = [
  {
    title: 'About these terms',
    body: (
      <p>
        These terms apply to your use of the {SITE.name} website. By using the website you agree to them. If
        you do not agree, please do not use the website. In these terms, &ldquo;we&rdquo;, &ldquo;us&rdquo;
        and &ldquo;our&rdquo; refer to the owner of the chalet.
      </p>
    ),
  },
  {
    title: 'Bookings',
    body: (
      <p>
        This website provides information about the chalet. It does not take bookings or payments. Bookings
        are made on a third-party booking platform, and your booking, payment, cancellation and refund are
        governed by that platform&rsquo;s terms and the house rules shown in the listing at the time you book.
        If anything on this website differs from your booking confirmation, the booking confirmation applies.
      </p>
    ),
  },
  {
    title: 'Information on this website',
    body: (
      <>
        <p>
          We describe the chalet, its rooms, amenities and the surrounding area in good faith and keep the
          information up to date, but details can change and photos are illustrative. Please check anything
          that is important to your stay with us before you travel.
        </p>
        <p>
          Information about local attractions, walks, restaurants and businesses is a guide only. Opening
          hours, prices, track conditions and access can change without notice. Conditions in the Blue
          Mountains can change quickly: check official alerts, weather and fire danger ratings before heading
          out, and walk within your ability.
        </p>
      </>
    ),
  },
  {
    title: 'Guest access codes',
    body: (
      <p>
        Guests with a confirmed booking receive an access code for the check-in instructions. The code and the
        instructions (including door and Wi-Fi details) are for your booking only: please do not share or
        publish them. Codes may stop working after your stay or if we suspect misuse.
      </p>
    ),
  },
  {
    title: 'Acceptable use',
    body: (
      <>
        <p>When using the website you must not:</p>
        <ul>
          <li>use it for any unlawful purpose or send unlawful, abusive or misleading messages;</li>
          <li>
            try to guess access codes or gain access to the back office or any account that is not yours;
          </li>
          <li>interfere with the website&rsquo;s security or operation, or introduce malicious code; or</li>
          <li>copy the website&rsquo;s content in bulk by automated means.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Intellectual property',
    body: (
      <p>
        The text, photographs and design of this website belong to us or our licensors and are protected by
        copyright. You may view and print pages for your own personal, non-commercial use, such as planning a
        stay. Any other use needs our written permission.
      </p>
    ),
  },
  {
    title: 'Links to other websites',
    body: (
      <p>
        The website links to other websites, such as the booking platform, maps and local businesses. We do
        not control those websites and are not responsible for their content, availability or privacy
        practices.
      </p>
    ),
  },
  {
    title: 'Liability',
    body: (
      <>
        <p>
          Nothing in these terms excludes, restricts or modifies any right or remedy you have under the
          Australian Consumer Law or any other law that cannot be excluded.
        </p>
        <p>
          Subject to that, the website is provided &ldquo;as is&rdquo;, and to the extent permitted by law we
          are not liable for any loss arising from your use of, or reliance on, the website or any website
          linked from it.
        </p>
      </>
    ),
  },
  {
    title: 'Privacy',
    body: (
      <p>
        Our <Link href={paths.privacyPolicy}>Privacy Policy</Link> explains how we handle personal information
        collected through the website.
      </p>
    ),
  },
  {
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of New South Wales, Australia, and you agree to the non-exclusive
        jurisdiction of the courts of New South Wales.
      </p>
    ),
  },
  {
    title: 'Changes and contact',
    body: (
      <p>
        We may change these terms from time to time; the date at the top of this page shows when they were
        last updated. If you have a question about them, please send us a message using the{' '}
        <a href={contactHref}>contact form</a>.
      </p>
    ),
  },
];

/** /terms-of-use: static legal text (spec 2). */
export function TermsOfUsePage() {
  return (
    <PublicLayout>
      <LegalPage
        title="Terms of Use"
        intro={
          <p>
            Thank you for visiting. These terms set out the rules for using this website. They are written to
            be short and clear; please read them together with our Privacy Policy.
          </p>
        }
        sections={sections}
      />
    </PublicLayout>
  );
}
