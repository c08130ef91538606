import { graphql } from '../../../graphql/graphql';

/** A signing process as the sender sees it: recipients, the log and the sealed PDF. */
export const SigningProcessFields = graphql(`
  fragment SigningProcessFields on SigningProcess {
    id documentId title status order message expiresAt createdAt completedAt signedPdfUrl
    recipients {
      id name email role state position status sentAt viewedAt signedAt declinedAt declineReason
    }
    events { id at kind actor detail }
  }
`);
