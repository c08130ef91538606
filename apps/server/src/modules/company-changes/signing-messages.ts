/** What the customer reads when sending a supporting document for signature goes wrong. */
export const CHANGE_SIGNING_MESSAGES = {
  alreadySent:
    'This document is already out for signature. Follow that signing, or cancel it to send the document again.',
  alreadySigned: 'Everyone has signed this document already. Download the signed PDF instead.',
  busy: 'This document is being sent for signature right now. Wait a moment, then look again.',
} as const;
