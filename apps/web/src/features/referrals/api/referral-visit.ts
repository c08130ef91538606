import {
  REFERRAL_COOKIE,
  REFERRAL_COOKIE_MAX_AGE_SECONDS,
  REFERRAL_KEY_PATTERN,
} from '@app/domain';
import { graphql } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

const RECORD_VISIT = graphql(`
  mutation RecordReferralVisit($partnerKey: String!, $visitorId: String!) {
    recordReferralVisit(partnerKey: $partnerKey, visitorId: $visitorId)
  }
`);

const VISITOR_KEY = 'cw_referral_visitor';
const COUNTED_KEY = 'cw_referral_counted';

function visitorId(storage: Storage): string {
  const known = storage.getItem(VISITOR_KEY);
  if (known && /^[0-9a-f-]{36}$/.test(known)) return known;
  const fresh = crypto.randomUUID();
  storage.setItem(VISITOR_KEY, fresh);
  return fresh;
}

/**
 * A visitor arriving by a referral link (`?ref=KEY`): the key is kept in a first-party cookie
 * that sign-up sends along, and the visit is counted once per browser per partner (the
 * server keeps the count unique too).
 */
export function captureReferralFromUrl(win: Window = window): string | null {
  const key = new URLSearchParams(win.location.search).get('ref');
  // Checked by pattern, not by ZReferralKey: this runs on every first page, before Zod is loaded.
  if (!key || !REFERRAL_KEY_PATTERN.test(key)) return null;
  const secure = win.location.protocol === 'https:' ? '; Secure' : '';
  win.document.cookie = `${REFERRAL_COOKIE}=${encodeURIComponent(key)}; Max-Age=${REFERRAL_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  try {
    const storage = win.localStorage;
    const counted = new Set((storage.getItem(COUNTED_KEY) ?? '').split(',').filter(Boolean));
    if (!counted.has(key)) {
      const id = visitorId(storage);
      void graphqlRequest(RECORD_VISIT, { partnerKey: key, visitorId: id })
        .then(() => {
          counted.add(key);
          storage.setItem(COUNTED_KEY, [...counted].join(','));
        })
        .catch(() => {
          // A visit not counted now is counted on the next visit; nothing to tell the visitor.
        });
    }
  } catch {
    // Storage turned off: the cookie still carries the key to sign-up.
  }
  return key;
}
