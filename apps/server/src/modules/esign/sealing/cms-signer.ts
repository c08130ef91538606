import { createHash, type KeyObject, sign } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';

// Builds the CMS SignedData (RFC 5652) a PDF seal holds. @signpdf's P12Signer opens the
// PKCS#12 file and hashes and signs in pure JavaScript on every call (hundreds of
// milliseconds); here the key is opened once and Node's crypto hashes and signs natively.

const { Class, Type } = forge.asn1;
const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
};

type TNode = forge.asn1.Asn1;
const seq = (items: TNode[]) => forge.asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, items);
const set = (items: TNode[]) => forge.asn1.create(Class.UNIVERSAL, Type.SET, true, items);
const oid = (value: string) =>
  forge.asn1.create(Class.UNIVERSAL, Type.OID, false, forge.asn1.oidToDer(value).getBytes());
const int = (value: number) =>
  forge.asn1.create(
    Class.UNIVERSAL,
    Type.INTEGER,
    false,
    forge.asn1.integerToDer(value).getBytes(),
  );
const nul = () => forge.asn1.create(Class.UNIVERSAL, Type.NULL, false, '');
const octets = (bytes: Buffer) =>
  forge.asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, bytes.toString('binary'));
const algorithm = (id: string) => seq([oid(id), nul()]);
const attribute = (type: string, value: TNode) => seq([oid(type), set([value])]);
const toDer = (node: TNode) => Buffer.from(forge.asn1.toDer(node).getBytes(), 'binary');

export type TCmsKey = { privateKey: KeyObject; certificateDer: Buffer };

/** The issuer name and serial number of a certificate, as a SignerInfo names its signer. */
function issuerAndSerial(certificate: TNode): TNode {
  const tbs = (certificate.value as TNode[])[0]!;
  const fields = tbs.value as TNode[];
  // The version is an optional explicit [0] before the serial number.
  const at = fields[0]?.tagClass === Class.CONTEXT_SPECIFIC ? 1 : 0;
  return seq([fields[at + 2]!, fields[at]!]);
}

/** A detached SHA-256 RSA signature over `content`, with signing time and certificate. */
export function signedDataFor(key: TCmsKey, content: Buffer, signingTime: Date): Buffer {
  const certificate = forge.asn1.fromDer(
    forge.util.createBuffer(key.certificateDer.toString('binary')),
  );
  const digest = createHash('sha256').update(content).digest();
  const attributes = [
    attribute(OID.contentType, oid(OID.data)),
    attribute(
      OID.signingTime,
      forge.asn1.create(
        Class.UNIVERSAL,
        Type.UTCTIME,
        false,
        forge.asn1.dateToUtcTime(signingTime),
      ),
    ),
    attribute(OID.messageDigest, octets(digest)),
  ];
  // What is signed is the attributes' DER as a SET; what is stored is the same under [0].
  const signature = sign('sha256', toDer(set(attributes)), key.privateKey);
  const signerInfo = seq([
    int(1),
    issuerAndSerial(certificate),
    algorithm(OID.sha256),
    forge.asn1.create(Class.CONTEXT_SPECIFIC, 0, true, attributes),
    algorithm(OID.rsaEncryption),
    octets(signature),
  ]);
  const signedData = seq([
    int(1),
    set([algorithm(OID.sha256)]),
    seq([oid(OID.data)]),
    forge.asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [certificate]),
    set([signerInfo]),
  ]);
  return toDer(
    seq([oid(OID.signedData), forge.asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [signedData])]),
  );
}

/** @signpdf's signer seam, signing with a key opened once. */
export class CmsSigner extends Signer {
  constructor(
    private readonly key: TCmsKey,
    private readonly defaultTime: Date,
  ) {
    super();
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    return signedDataFor(this.key, pdfBuffer, signingTime ?? this.defaultTime);
  }
}
