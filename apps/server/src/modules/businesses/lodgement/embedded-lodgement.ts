import { createHash } from 'node:crypto';
import type { TLodgement, TLodgementOutcome, TLodgementRequest } from './lodgement-port.js';

/**
 * Decides every lodgement at once, in memory: accepted unless the form says `simulateRejection`
 * (how tests and the demo show a refusal). Registrations are issued numbers derived from the
 * idempotency key, so a retry answers the same ACN; the numbers carry valid check digits.
 */
export function createEmbeddedLodgement(opts: { now: () => Date }): TLodgement {
  const decided = new Map<string, TLodgementOutcome>();
  const byReference = new Map<string, TLodgementOutcome>();

  function decide(request: TLodgementRequest): TLodgementOutcome {
    const digest = createHash('sha256').update(request.idempotencyKey).digest();
    const reference = `LDG-${digest.toString('hex').slice(0, 10).toUpperCase()}`;
    const decidedAt = opts.now();
    const rejection = request.form.simulateRejection;
    if (typeof rejection === 'string' && rejection) {
      return { status: 'REJECTED', reference, reason: rejection, decidedAt };
    }
    const acn =
      request.kind === 'ASIC_201_COMPANY_REGISTRATION'
        ? acnFrom(digest.readUInt32BE(0))
        : undefined;
    const abn =
      request.kind === 'ABN_APPLICATION' || request.kind === 'ASIC_201_COMPANY_REGISTRATION'
        ? abnFrom(acn ?? String(digest.readUInt32BE(4) % 1_000_000_000).padStart(9, '0'))
        : undefined;
    return { status: 'ACCEPTED', reference, acn, abn, decidedAt };
  }

  return {
    async submit(request) {
      const known = decided.get(request.idempotencyKey);
      if (known) return known;
      const outcome = decide(request);
      decided.set(request.idempotencyKey, outcome);
      byReference.set(outcome.reference, outcome);
      return outcome;
    },
    async outcome(reference) {
      return byReference.get(reference) ?? { status: 'PENDING', reference };
    },
  };
}

/** An ACN from eight digits plus ASIC's check digit (weights 8..1, modulus 10). */
function acnFrom(seed: number): string {
  const body = String(seed % 100_000_000).padStart(8, '0');
  const sum = [...body].reduce((total, d, i) => total + Number(d) * (8 - i), 0);
  const check = (10 - (sum % 10)) % 10;
  return body + String(check);
}

/**
 * An ABN whose last nine digits are `nine` (a company's ABN is its ACN with two leading
 * digits): the two leading digits are the ones that make the ABR's modulus-89 check hold.
 */
function abnFrom(nine: string): string {
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  for (let lead = 10; lead <= 99; lead++) {
    // The ABR subtracts 1 from the first digit before weighting.
    const digits = [Math.floor(lead / 10) - 1, lead % 10, ...[...nine].map(Number)];
    const sum = digits.reduce((total, d, i) => total + d * (weights[i] ?? 0), 0);
    if (sum % 89 === 0) return `${lead}${nine}`;
  }
  throw new Error(`no ABN prefix makes ${nine} valid`);
}
