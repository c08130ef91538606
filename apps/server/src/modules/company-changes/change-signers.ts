import type { TCompanyRegister } from '@app/domain';
import type { TCompanyChangeRow } from './records.js';

/** Someone a supporting document asks to sign, as the sender starts from; both editable. */
export type TSuggestedSigner = { name: string; email: string };

const fullName = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();

/**
 * Who signs a supporting document: the directors a resolution of the directors, the members
 * a special resolution, the new officeholder their consent, both parties a transfer form.
 * The register keeps no e-mail addresses, so only the customer's own is known: it is given
 * where the signer bears the customer's name.
 */
export function suggestedSigners(o: {
  row: Pick<TCompanyChangeRow, 'changes'>;
  register: TCompanyRegister;
  kind: string;
  me: { name: string; email: string };
}): TSuggestedSigner[] {
  const { register, kind } = o;
  const member = (id: string) => register.members.find((m) => m.id === id)?.name ?? '';
  let names: string[] = [];
  if (kind === 'directors-resolution') {
    names = register.officeholders.filter((h) => h.roles.includes('DIRECTOR')).map(fullName);
  } else if (kind === 'members-resolution') {
    names = register.members.map((m) => m.name);
  } else {
    const change = o.row.changes[Number(kind.split('-').at(-1))];
    if (change?.type === 'ADD_OFFICEHOLDER' && kind.startsWith('consent-to-act-')) {
      names = [fullName(change.officeholder)];
    } else if (change?.type === 'TRANSFER_SHARES' && kind.startsWith('share-transfer-')) {
      names = [member(change.fromMemberId), member(change.toMemberId)];
    }
  }
  const mine = o.me.name.trim().toLowerCase();
  // One person who is both a director and a member, say, signs once.
  const unique = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  return unique.map((name) => ({
    name,
    email: mine !== '' && name.toLowerCase() === mine ? o.me.email.toLowerCase() : '',
  }));
}
