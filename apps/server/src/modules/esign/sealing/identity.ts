import {
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  X509Certificate,
} from 'node:crypto';
import { chmod, link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';

/** The key and certificate the server seals with. Opaque to callers: pass it back to seal. */
export type TSigningIdentity = {
  /** Opened once: every seal signs with it. */
  readonly privateKey: KeyObject;
  /** The signing certificate, DER: how a seal is recognised as ours. */
  readonly certificateDer: Buffer;
  readonly certificateSha256: string;
  /** The certificate's subject common name, shown as the seal's name. */
  readonly name: string;
};

export type TSigningIdentityConfig = {
  dataDir: string;
  p12Path?: string;
  p12Password?: string;
  /** When a certificate created now starts to be valid (tests pass a fixed day). */
  now?: Date;
};

export const SEAL_NAME = 'Clausewell document seal';
const DEFAULT_FILE = path.join('esign', 'identity.p12');
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The configured PKCS#12 (ESIGN_P12_PATH) or, without one, the self-signed identity kept under
 * DATA_DIR, created on first start. A configured file that cannot be opened stops start-up:
 * sealing with some other certificate would look like success and verify as someone else's.
 */
export async function loadSigningIdentity(
  config: TSigningIdentityConfig,
): Promise<TSigningIdentity> {
  if (config.p12Path) {
    const bytes = await readFile(config.p12Path).catch((error: Error) => {
      throw new Error(`ESIGN_P12_PATH: cannot read ${config.p12Path} (${error.message})`);
    });
    return openP12(bytes, config.p12Password ?? '', 'ESIGN_P12_PATH');
  }
  const file = path.join(config.dataDir, DEFAULT_FILE);
  const existing = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (existing) return openP12(existing, '', file);
  const created = createSelfSignedP12(config.now ?? new Date());
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside and linked into place: a link fails if the file exists, so when two
  // instances (or two callers) start together the first identity wins and both use it.
  const partial = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(partial, created, { mode: 0o600 });
  await chmod(partial, 0o600);
  try {
    await link(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(partial);
  }
  return openP12(await readFile(file), '', file);
}

const cached = new Map<string, Promise<TSigningIdentity>>();

/**
 * The identity for a configuration, loaded once per process and shared by whoever seals or
 * checks, so every caller uses the same certificate. A failed load is retried next time.
 */
export function cachedSigningIdentity(config: TSigningIdentityConfig): Promise<TSigningIdentity> {
  const key = `${config.dataDir}|${config.p12Path ?? ''}`;
  let identity = cached.get(key);
  if (!identity) {
    identity = loadSigningIdentity(config);
    identity.catch(() => cached.delete(key));
    cached.set(key, identity);
  }
  return identity;
}

/** Reads the signing certificate out of a PKCS#12 file, checking it holds a private key. */
export function openP12(p12: Buffer, password: string, where: string): TSigningIdentity {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
    parsed = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    throw new Error(
      `${where}: not a PKCS#12 file this password opens (${(error as Error).message})`,
    );
  }
  const keyBagType = forge.pki.oids.pkcs8ShroudedKeyBag!;
  const certBagType = forge.pki.oids.certBag!;
  const key = parsed.getBags({ bagType: keyBagType })[keyBagType]?.[0]?.key as
    | forge.pki.rsa.PrivateKey
    | undefined;
  if (!key) throw new Error(`${where}: the PKCS#12 file holds no encrypted private key`);
  const certBags = parsed.getBags({ bagType: certBagType })[certBagType];
  const cert = certBags
    ?.map((bag: forge.pkcs12.Bag) => bag.cert)
    .find((c: forge.pki.Certificate | undefined) => {
      const pub = c?.publicKey as forge.pki.rsa.PublicKey | undefined;
      return pub?.n?.compareTo(key.n) === 0;
    });
  if (!cert) throw new Error(`${where}: no certificate in the file matches its private key`);
  const certificateDer = Buffer.from(
    forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(),
    'binary',
  );
  const x509 = new X509Certificate(certificateDer);
  const name = /CN=([^\n]+)/.exec(x509.subject)?.[1] ?? SEAL_NAME;
  return {
    privateKey: createPrivateKey(forge.pki.privateKeyToPem(key)),
    certificateDer,
    certificateSha256: createHash('sha256').update(certificateDer).digest('hex'),
    name,
  };
}

/**
 * A self-signed RSA 2048 certificate for document signing, as PKCS#12 with an empty password
 * (the file is 0600 under DATA_DIR; a password kept beside it would add nothing). The key is
 * made by Node's crypto: forge's pure-JS key generation takes seconds.
 */
export function createSelfSignedP12(now: Date): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  );
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  // Positive serial: a leading 0x00..0x7f byte.
  cert.serialNumber = `0${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(now.getTime() - DAY_MS);
  cert.validity.notAfter = new Date(now.getTime() + 20 * 365 * DAY_MS);
  const subject = [
    { name: 'commonName', value: SEAL_NAME },
    { name: 'organizationName', value: 'Clausewell' },
    { name: 'countryName', value: 'AU' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], '', {
    algorithm: '3des',
    friendlyName: SEAL_NAME,
  });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}
