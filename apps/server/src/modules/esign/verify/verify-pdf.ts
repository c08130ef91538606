import type { TVerifyAnswer } from '@app/domain';
import type { TDeps } from '../../../platform/deps.js';
import { findCompletedByResultHash } from '../processes/lookup.js';
import { cachedSigningIdentity, checkSealedPdf } from '../sealing/index.js';

/** The signing identity of this server's configuration, shared with the sealing. */
export function signingIdentityFor(deps: Pick<TDeps, 'config'>) {
  return cachedSigningIdentity({
    dataDir: deps.config.DATA_DIR,
    p12Path: deps.config.ESIGN_P12_PATH,
    p12Password: deps.config.ESIGN_P12_PASSWORD,
  });
}

/**
 * Whether a PDF is one completed here and unchanged since: its seal checks out with our
 * certificate and its hash is the one recorded when the last signer signed. Who signed is
 * told only then, so the page never vouches for a PDF it did not complete.
 */
export async function verifyPdf(
  deps: Pick<TDeps, 'config' | 'database'>,
  bytes: Uint8Array,
): Promise<TVerifyAnswer> {
  const check = await checkSealedPdf(await signingIdentityFor(deps), bytes);
  const answer: TVerifyAnswer = { ...check };
  if (!check.intact || !check.sealedHere) return answer;
  const completed = await findCompletedByResultHash(deps, check.resultSha256);
  if (!completed) {
    return {
      ...answer,
      problem:
        'The seal is ours and intact, but no completed signing here has this exact file: it may be from another Clausewell server.',
    };
  }
  return {
    ...answer,
    title: completed.title,
    completedAt: completed.completedAt.toISOString(),
    signers: completed.signers.map((s) => ({
      name: s.name,
      email: s.email,
      signedAt: s.signedAt.toISOString(),
    })),
  };
}
