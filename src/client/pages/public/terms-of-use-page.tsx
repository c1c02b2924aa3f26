import { m } from '../../../shared/i18n/locale.js';
import { LegalPage } from '../../components/public/legal-page.js';
import { PublicLayout } from '../../features/public-layout/public-layout.js';
import { legalTextQuery, useLegalText } from '../../features/site-settings/queries.js';

/** /terms-of-use: the owner's legal text with its date (spec 2; issue 45). */
export function TermsOfUsePage() {
  const { data } = useLegalText('terms-of-use');
  return (
    <PublicLayout>
      <LegalPage
        title={m.experiences_legal_terms_title()}
        text={data?.body}
        updatedMonth={data?.updatedMonth}
      />
    </PublicLayout>
  );
}

/** What it reads, so the server prefetches it (decision 0019). */
TermsOfUsePage.queries = [legalTextQuery('terms-of-use')];
