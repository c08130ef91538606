import { paths } from '../../../paths';
import { LegalDocumentView } from '../components/legal-document-view';
import { TERMS } from '../content/terms';

/** /terms: the terms of service, open to everyone. */
export function TermsPage() {
  return (
    <LegalDocumentView document={TERMS} other={{ label: 'Privacy policy', to: paths.privacy() }} />
  );
}
