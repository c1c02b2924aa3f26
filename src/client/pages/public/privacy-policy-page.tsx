import { Link } from 'wouter';
import { paths, sectionIds } from '../../../shared/routes.js';
import { SITE } from '../../../shared/site.js';
import { LegalPage, type LegalSection } from '../../components/public/legal-page.js';
import { PublicLayout } from '../../features/public-layout/public-layout.js';

const contactHref = `${paths.home}#${sectionIds.contact}`;

const sections: LegalSection[] = [
  {
    title: 'Who we are',
    body: (
      <p>
        {SITE.name} is a privately owned holiday home in Kanimbla, in the Blue Mountains of New South Wales.
        In this policy, &ldquo;we&rdquo;, &ldquo;us&rdquo; and &ldquo;our&rdquo; refer to the owner of the
        chalet, who operates this website. We handle personal information in line with the{' '}
        <em>Privacy Act 1988</em> (Cth) and the Australian Privacy Principles (APPs).
      </p>
    ),
  },
  {
    title: 'Information we collect',
    body: (
      <>
        <p>We only collect the information we need to answer your questions and look after your stay:</p>
        <ul>
          <li>
            <strong>Contact form:</strong> your name, email address, the subject and the message you send us.
          </li>
          <li>
            <strong>Guest access codes:</strong> when you enter an access code on the check-in page we check
            it against the codes we have issued for current bookings. The code is not linked to your name on
            this website.
          </li>
          <li>
            <strong>Technical information:</strong> like most websites, our server records basic request data
            such as your IP address, browser type, the pages requested and the time of the request. We use it
            to keep the website secure, for example to limit repeated failed access-code attempts.
          </li>
        </ul>
        <p>
          We do not take bookings or payments on this website, and we never ask for card details. You can
          browse the website without telling us who you are.
        </p>
      </>
    ),
  },
  {
    title: 'How we use your information',
    body: (
      <>
        <p>We use personal information to:</p>
        <ul>
          <li>reply to your enquiry and communicate with you about a stay;</li>
          <li>give guests with a booking access to check-in instructions;</li>
          <li>protect the website and our guests from misuse, fraud and unauthorised access; and</li>
          <li>understand, in aggregate, how the website is used so we can improve it.</li>
        </ul>
        <p>
          We do not sell, rent or trade personal information, and we do not add you to a mailing list unless
          you ask us to.
        </p>
      </>
    ),
  },
  {
    title: 'Bookings through a third-party platform',
    body: (
      <p>
        All bookings are made on a third-party booking platform (such as Airbnb), which opens in a new tab.
        Any information you give that platform, including payment details, is collected and handled by the
        platform under its own privacy policy and terms. When you book, the platform shares with us the
        details we need to host you, such as your name, travel dates and the number of guests. We use those
        details only to manage your stay.
      </p>
    ),
  },
  {
    title: 'Cookies and local storage',
    body: (
      <>
        <ul>
          <li>
            <strong>Session cookie (administrator only):</strong> a strictly necessary cookie is set only when
            the chalet owner signs in to the website&rsquo;s back office. Visitors and guests are not given
            this cookie.
          </li>
          <li>
            <strong>Theme preference:</strong> if you switch between the light and dark theme, your choice is
            saved in your browser&rsquo;s local storage. It stays on your device and is never sent to us.
          </li>
          <li>
            <strong>Analytics:</strong> only if analytics is configured for this website, we use Google
            Analytics to measure visits and a few interactions (such as opening the gallery or following a
            booking link). It may set its own cookies and process your IP address. We do not use analytics
            data to identify you, and access codes are never sent to it. You can block these cookies in your
            browser settings or with the Google Analytics opt-out browser add-on.
          </li>
        </ul>
        <p>We do not use advertising or cross-site tracking cookies.</p>
      </>
    ),
  },
  {
    title: 'Who we share information with',
    body: (
      <>
        <p>
          We share personal information only with service providers who help us run the website (such as web
          hosting, email delivery and, if configured, analytics), and only as much as they need to provide
          their service. We may also disclose information where the law requires or authorises it.
        </p>
        <p>
          Some of these providers may store or process information outside Australia, including in the United
          States. Where that happens we take reasonable steps, as required by APP 8, to make sure the
          information is handled consistently with the Australian Privacy Principles.
        </p>
      </>
    ),
  },
  {
    title: 'Storage, security and retention',
    body: (
      <p>
        We take reasonable steps to protect personal information from misuse, interference, loss and
        unauthorised access, modification or disclosure. Access to enquiries is limited to the chalet owner
        through a password-protected back office. We keep enquiries only for as long as we need them to
        respond to you and for our reasonable record keeping, and then delete them.
      </p>
    ),
  },
  {
    title: 'Accessing and correcting your information',
    body: (
      <p>
        You can ask for a copy of the personal information we hold about you, or ask us to correct it, at any
        time (APPs 12 and 13). We will respond within 30 days. There is no charge for making a request.
      </p>
    ),
  },
  {
    title: 'Complaints',
    body: (
      <p>
        If you are concerned about how we have handled your personal information, please contact us first so
        we can try to put it right. If you are not satisfied with our response, you can complain to the Office
        of the Australian Information Commissioner (OAIC) at{' '}
        <a href="https://www.oaic.gov.au" target="_blank" rel="noopener noreferrer">
          www.oaic.gov.au
        </a>{' '}
        or on 1300 363 992.
      </p>
    ),
  },
  {
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy from time to time, for example if the website changes. The date at the top
        of this page shows when it was last updated.
      </p>
    ),
  },
  {
    title: 'Contact us',
    body: (
      <p>
        For any privacy question or request, please send us a message using the{' '}
        <a href={contactHref}>contact form</a>. You can also read our{' '}
        <Link href={paths.termsOfUse}>Terms of Use</Link>.
      </p>
    ),
  },
];

/** /privacy-policy: static legal text (spec 2). */
export function PrivacyPolicyPage() {
  return (
    <PublicLayout>
      <LegalPage
        title="Privacy Policy"
        intro={
          <p>
            Your privacy matters to us. This policy explains what personal information this website collects,
            why we collect it, how we look after it and the choices you have.
          </p>
        }
        sections={sections}
      />
    </PublicLayout>
  );
}
