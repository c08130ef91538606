import { formatSydneyDate } from '@app/domain';
import type { TDeps } from '../../../platform/deps.js';
import {
  cachedSigningIdentity,
  sealSignedPdf,
  type TAuditRecipient,
  type TPlacement,
  type TSignatureFont,
  type TSigningIdentity,
} from '../sealing/index.js';
import type { TField, TProcess, TRecipient } from './records.js';

export type TStoredSignature = {
  style: 'DATE' | 'DRAWN' | 'GENERATED' | 'TEXT' | 'UPLOADED';
  font?: TSignatureFont;
  text?: string;
  imagePngBase64?: string;
};

/** The one sealing identity every caller shares (the verify page checks against it). */
export function signingIdentityOf(deps: TDeps): Promise<TSigningIdentity> {
  return cachedSigningIdentity({
    dataDir: deps.config.DATA_DIR,
    p12Path: deps.config.ESIGN_P12_PATH,
    p12Password: deps.config.ESIGN_P12_PASSWORD,
  });
}

function initials(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

function placedValue(field: TField, signer: TRecipient): TPlacement['value'] {
  const signature = (signer.signature ?? {}) as TStoredSignature;
  switch (field.type) {
    case 'SIGNATURE':
    case 'INITIALS': {
      if (
        (signature.style === 'DRAWN' || signature.style === 'UPLOADED') &&
        signature.imagePngBase64
      ) {
        return { imagePng: new Uint8Array(Buffer.from(signature.imagePngBase64, 'base64')) };
      }
      const text = signature.text ?? signer.name;
      return {
        text: field.type === 'INITIALS' ? initials(text) : text,
        font: signature.font ?? 'caveat',
      };
    }
    case 'DATE':
      return { text: signer.signedAt ? formatSydneyDate(signer.signedAt) : '' };
    case 'NAME':
      // The signer may correct how their name is spelt; left empty, it is the name they were sent to.
      return { text: field.value?.text?.trim() || signer.name };
    case 'TEXT':
      return { text: field.value?.text ?? '' };
    case 'CHECKBOX':
      return { checked: field.value?.checked === true };
  }
}

function verificationOf(r: TRecipient, selfSigned: boolean): string {
  if (selfSigned) return 'Signed in';
  return r.verifyByCode ? 'Link + e-mailed code' : 'Link e-mailed to the address';
}

/** Flattens every filled field, adds the audit certificate and seals the PDF. */
export async function sealProcess(
  deps: TDeps,
  opts: {
    process: TProcess;
    original: Uint8Array;
    recipients: TRecipient[];
    fields: TField[];
    completedAt: Date;
  },
) {
  const byId = new Map(opts.recipients.map((r) => [r.id, r]));
  const selfSigned = opts.process.status === 'SELF_SIGNED';
  const placements: TPlacement[] = opts.fields.flatMap((f) => {
    const signer = byId.get(f.recipientId);
    if (signer?.status !== 'SIGNED') return [];
    return [
      {
        page: f.page,
        x: f.x,
        y: f.y,
        width: f.width,
        height: f.height,
        kind: f.type,
        value: placedValue(f, signer),
      },
    ];
  });
  const recipients: TAuditRecipient[] = opts.recipients.map((r) => ({
    name: r.name,
    email: r.email,
    role: r.role,
    verification: verificationOf(r, selfSigned),
    ip: r.ip ?? undefined,
    userAgent: r.userAgent ?? undefined,
    sentAt: r.sentAt ?? undefined,
    viewedAt: r.viewedAt ?? undefined,
    signedAt: r.signedAt ?? undefined,
    declinedAt: r.declinedAt ?? undefined,
  }));
  return sealSignedPdf(await signingIdentityOf(deps), {
    pdf: opts.original,
    title: opts.process.title,
    processId: opts.process.id,
    placements,
    recipients,
    completedAt: opts.completedAt,
  });
}
