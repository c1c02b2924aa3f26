import { m } from '../../../shared/i18n/locale.js';
import { LegalPage } from '../../components/public/legal-page.js';
import { PublicLayout } from '../../features/public-layout/public-layout.js';
import { legalTextQuery, useLegalText } from '../../features/site-settings/queries.js';

/** /privacy-policy: the owner's legal text with its date (spec 2; issue 45). */
export function PrivacyPolicyPage() {
  const { data } = useLegalText('privacy-policy');
  return (
    <PublicLayout>
      <LegalPage
        title={m.experiences_legal_privacy_title()}
        text={data?.body}
        updatedMonth={data?.updatedMonth}
      />
    </PublicLayout>
  );
}

/** What it reads, so the server prefetches it (decision 0019). */
PrivacyPolicyPage.queries = [legalTextQuery('privacy-policy')];
