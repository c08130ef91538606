import { createHash, verify, X509Certificate } from 'node:crypto';
import { derLength, readSignerInfo } from './cms.js';
import { signedDataFor } from './cms-signer.js';
import type { TSigningIdentity } from './identity.js';
import { sha256Hex } from './seal.js';
import type { TSealCheck } from './types.js';

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

type TFound =
  | { ok: true; signed: Buffer[]; cms: Buffer }
  | { ok: false; problem: string; sealed: boolean };

/** The signed byte ranges and the CMS blob between them, checked to cover the whole file. */
function findSeal(file: Buffer): TFound {
  if (file.subarray(0, 5).toString('latin1') !== '%PDF-') {
    return { ok: false, problem: 'This file is not a PDF.', sealed: false };
  }
  const text = file.toString('latin1');
  const last = [...text.matchAll(BYTE_RANGE)].at(-1);
  if (!last) return { ok: false, problem: 'This PDF has no digital seal.', sealed: false };
  const [a, b, c, d] = last.slice(1, 5).map(Number) as [number, number, number, number];
  const broken = (problem: string): TFound => ({ ok: false, problem, sealed: true });
  if (a !== 0 || b <= a || c <= b || c + d > file.length) {
    return broken('The seal’s byte range does not fit this file: it has been changed.');
  }
  if (c + d < file.length) {
    return broken(`${file.length - (c + d)} bytes were added to this PDF after it was sealed.`);
  }
  const hex = file.subarray(b, c).toString('latin1');
  if (!/^<[0-9a-fA-F]*>$/.test(hex)) {
    return broken('The seal’s signature value is damaged: the PDF has been changed.');
  }
  const blob = Buffer.from(hex.slice(1, -1), 'hex');
  const length = derLength(blob);
  // The space left after the signature must be zeros: a byte changed there is a change too.
  if (length <= 0 || length > blob.length || blob.subarray(length).some((x) => x !== 0)) {
    return broken('The seal’s signature value is damaged: the PDF has been changed.');
  }
  return {
    ok: true,
    signed: [file.subarray(0, b), file.subarray(c, c + d)],
    cms: blob.subarray(0, length),
  };
}

/**
 * Whether `bytes` is a PDF whose seal still covers every byte unchanged (intact), and whether
 * the seal was made with this server's certificate (sealedHere). Never throws on bad input:
 * a damaged file is an answer, not an error.
 */
export async function checkSealedPdf(
  identity: TSigningIdentity,
  bytes: Uint8Array,
): Promise<TSealCheck> {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const resultSha256 = sha256Hex(bytes);
  const found = findSeal(file);
  if (!found.ok) return { intact: false, sealedHere: false, resultSha256, problem: found.problem };
  let signer: ReturnType<typeof readSignerInfo>;
  try {
    signer = readSignerInfo(found.cms);
  } catch (error) {
    return {
      intact: false,
      sealedHere: false,
      resultSha256,
      problem: `The seal’s signature value is damaged (${(error as Error).message}): the PDF has been changed.`,
    };
  }
  const certificate = signer.certificates
    .map((der) => ({ der, x509: new X509Certificate(der) }))
    .find((c) => c.x509.serialNumber.replace(/^(00)+/, '').toUpperCase() === signer.serialHex);
  if (!certificate) {
    return {
      intact: false,
      sealedHere: false,
      resultSha256,
      problem: 'The seal does not include its signer’s certificate.',
    };
  }
  const sealedHere =
    createHash('sha256').update(certificate.der).digest('hex') === identity.certificateSha256;
  const changed = {
    intact: false,
    sealedHere,
    resultSha256,
    problem: 'This PDF has been changed since it was sealed.',
  };
  // A self-signed certificate vouches for itself: a byte changed in it breaks that.
  const x509 = certificate.x509;
  if (x509.issuer === x509.subject && !x509.verify(x509.publicKey)) {
    return { ...changed, problem: 'The seal’s certificate has been changed.' };
  }
  const hash = createHash(signer.digest);
  for (const part of found.signed) hash.update(part);
  const digest = hash.digest();
  const signed = signer.signedAttributes;
  if (signed ? !signer.messageDigest?.equals(digest) : false) return changed;
  const data = signed ?? Buffer.concat(found.signed);
  if (!verify(signer.digest, data, x509.publicKey, signer.signature)) {
    return { ...changed, problem: 'The seal’s signature does not match its certificate.' };
  }
  // Our seals are deterministic (PKCS#1 v1.5 signs the same bytes the same way), so the
  // whole signature blob is rebuilt and compared: a byte changed in a part no signature
  // covers (a version number, an algorithm's parameters) shows too.
  if (sealedHere) {
    const again = signer.signingTime
      ? signedDataFor(identity, Buffer.concat(found.signed), signer.signingTime)
      : undefined;
    if (!again?.equals(found.cms)) {
      return {
        ...changed,
        problem: 'The seal’s signature value is damaged: the PDF has been changed.',
      };
    }
  }
  return { intact: true, sealedHere, resultSha256 };
}
