import forge from 'node-forge';

// Just enough of CMS (RFC 5652) SignedData to check a PDF seal. forge builds these
// structures but does not verify them, so the walk is ours and the maths is Node's crypto.

const OID_SIGNED_DATA = '1.2.840.113549.1.7.2';
const OID_MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const OID_SIGNING_TIME = '1.2.840.113549.1.9.5';
const DIGESTS: Record<string, string> = {
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
  '1.3.14.3.2.26': 'sha1',
};

type TNode = forge.asn1.Asn1;

export type TSignerInfo = {
  /** Node's name for the digest algorithm ('sha256'). */
  digest: string;
  /** The signed attributes re-tagged as the SET they are signed as, or undefined. */
  signedAttributes?: Buffer;
  /** The messageDigest attribute: the hash of the signed bytes. */
  messageDigest?: Buffer;
  signingTime?: Date;
  signature: Buffer;
  serialHex: string;
  certificates: Buffer[];
};

const children = (node: TNode | undefined): TNode[] =>
  node && Array.isArray(node.value) ? (node.value as TNode[]) : [];
const isContext = (node: TNode, tag: number) =>
  node.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && node.type === tag;
const isUniversal = (node: TNode, type: number) =>
  node.tagClass === forge.asn1.Class.UNIVERSAL && node.type === type;
const der = (node: TNode) => Buffer.from(forge.asn1.toDer(node).getBytes(), 'binary');
const bytesOf = (node: TNode | undefined) =>
  Buffer.from(typeof node?.value === 'string' ? node.value : '', 'binary');
const oidOf = (node: TNode | undefined) =>
  node && isUniversal(node, forge.asn1.Type.OID) && typeof node.value === 'string'
    ? forge.asn1.derToOid(node.value)
    : '';

/** The length of the DER element at the start of `bytes` (header and content). */
export function derLength(bytes: Buffer): number {
  if (bytes.length < 2) return -1;
  const first = bytes[1]!;
  if (first < 0x80) return 2 + first;
  const count = first & 0x7f;
  if (count === 0 || count > 4 || bytes.length < 2 + count) return -1;
  let length = 0;
  for (let i = 0; i < count; i++) length = length * 256 + bytes[2 + i]!;
  return 2 + count + length;
}

/** Reads the first signer of a CMS SignedData; throws with a plain reason when it cannot. */
export function readSignerInfo(cms: Buffer): TSignerInfo {
  const root = forge.asn1.fromDer(forge.util.createBuffer(cms.toString('binary')));
  const [type, content] = children(root);
  if (oidOf(type) !== OID_SIGNED_DATA) throw new Error('the seal is not a CMS SignedData');
  const signedData = children(content)[0];
  const parts = children(signedData);
  const certificates = parts
    .filter((p) => isContext(p, 0))
    .flatMap(children)
    .map(der);
  const signerInfos = parts.at(-1);
  const info = children(signerInfos)[0];
  if (!signerInfos || !isUniversal(signerInfos, forge.asn1.Type.SET) || !info) {
    throw new Error('the seal names no signer');
  }
  const fields = children(info);
  const sid = fields[1];
  const serial = children(sid)[1];
  const digestOid = oidOf(children(fields[2])[0]);
  const digest = DIGESTS[digestOid];
  if (!digest) throw new Error(`the seal uses an unknown digest (${digestOid})`);
  const attrs = fields.find((f) => isContext(f, 0));
  const signature = fields.find((f, i) => i > 2 && isUniversal(f, forge.asn1.Type.OCTETSTRING));
  if (!signature) throw new Error('the seal holds no signature value');
  let messageDigest: Buffer | undefined;
  let signingTime: Date | undefined;
  for (const attr of children(attrs)) {
    const [oid, values] = children(attr);
    const value = children(values)[0];
    if (oidOf(oid) === OID_MESSAGE_DIGEST) messageDigest = bytesOf(value);
    if (oidOf(oid) === OID_SIGNING_TIME && value && isUniversal(value, forge.asn1.Type.UTCTIME)) {
      signingTime = forge.asn1.utcTimeToDate(value.value as string);
    }
  }
  return {
    digest,
    // Signed as a SET (tag 0x31), stored under an implicit [0] tag (RFC 5652 §5.4).
    signedAttributes: attrs
      ? der(
          forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, children(attrs)),
        )
      : undefined,
    messageDigest,
    signingTime,
    signature: bytesOf(signature),
    serialHex: bytesOf(serial)
      .toString('hex')
      .replace(/^(00)+/, '')
      .toUpperCase(),
    certificates,
  };
}
