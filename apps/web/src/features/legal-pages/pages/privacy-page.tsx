import { paths } from '../../../paths';
import { LegalDocumentView } from '../components/legal-document-view';
import { PRIVACY } from '../content/privacy';

/** /privacy: the privacy policy, open to everyone. */
export function PrivacyPage() {
  return (
    <LegalDocumentView
      document={PRIVACY}
      other={{ label: 'Terms of service', to: paths.terms() }}
    />
  );
}
