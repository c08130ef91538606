import { EXECUTION_JURISDICTIONS, type TExecutionJurisdiction } from '@app/domain';
import { AppError } from '../../../platform/errors.js';
import { RECIPIENT_MESSAGES as M } from '../recipient-messages.js';

export type TBulkRecipient = {
  name: string;
  email: string;
  role: 'SIGNER' | 'APPROVER' | 'WITNESS';
  /** The State or territory whose law governs their signing; null for the document's. */
  state: TExecutionJurisdiction | null;
  /** Where it came from in the list, for messages (1-based). */
  line: number;
};

export const MAX_BULK_COPIES = 500;
export const MAX_BULK_CSV_CHARS = 1024 * 1024;

const EMAIL = /^[^\s@,;"<>]+@[^\s@,;"<>]+\.[^\s@,;"<>]+$/;
const ROLES = { signer: 'SIGNER', approver: 'APPROVER', witness: 'WITNESS' } as const;

/** One CSV line's cells: commas separate, double quotes may wrap a cell ("" is a quote). */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells.map((s) => s.trim());
}

const isJurisdiction = (word: string): word is TExecutionJurisdiction =>
  (EXECUTION_JURISDICTIONS as readonly string[]).includes(word);

/** A first line naming the columns (name,email[,role[,state]]) is a header, not a recipient. */
const isHeader = (cells: string[]) =>
  cells[0]?.toLowerCase() === 'name' && cells[1]?.toLowerCase().startsWith('e');

/** The list's rows as given, with their line numbers; blank lines are skipped. */
export function parseBulkCsv(csv: string): { line: number; cells: string[] }[] {
  if (csv.length > MAX_BULK_CSV_CHARS) throw new AppError('BAD_INPUT', M.bulkFileTooBig);
  const rows = csv
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map((text, i) => ({ line: i + 1, cells: cellsOf(text) }))
    .filter((r) => r.cells.some((c) => c !== ''));
  return rows.length && isHeader(rows[0]!.cells) ? rows.slice(1) : rows;
}

/**
 * Checks every row and answers all the problems at once, each with its line number, so a
 * long list is fixed in one pass. Nothing is sent unless every row is right.
 */
export function checkBulkRecipients(
  rows: {
    line: number;
    name?: string;
    email?: string;
    role?: string | null;
    state?: string | null;
  }[],
): TBulkRecipient[] {
  if (!rows.length) throw new AppError('BAD_INPUT', M.bulkEmpty);
  if (rows.length > MAX_BULK_COPIES) throw new AppError('BAD_INPUT', M.bulkTooMany);
  const problems: string[] = [];
  const seen = new Map<string, number>();
  const out: TBulkRecipient[] = [];
  for (const row of rows) {
    const name = (row.name ?? '').trim();
    const email = (row.email ?? '').trim().toLowerCase();
    const roleWord = (row.role ?? '').trim().toLowerCase() || 'signer';
    const role = ROLES[roleWord as keyof typeof ROLES];
    const stateWord = (row.state ?? '').trim().toUpperCase();
    const problem =
      !name || name.length > 200
        ? M.bulkNoName
        : !EMAIL.test(email) || email.length > 254
          ? M.bulkBadEmail
          : !role
            ? M.bulkBadRole
            : stateWord && !isJurisdiction(stateWord)
              ? M.bulkBadState
              : seen.has(email)
                ? M.bulkDuplicate(seen.get(email)!)
                : undefined;
    if (problem) {
      problems.push(M.bulkLine(row.line, problem));
      continue;
    }
    seen.set(email, row.line);
    const state = isJurisdiction(stateWord) ? stateWord : null;
    out.push({ name, email, role: role!, state, line: row.line });
  }
  if (problems.length) {
    throw new AppError('BAD_INPUT', M.bulkProblems(problems.slice(0, 10), problems.length));
  }
  return out;
}

/** The CSV's recipients, checked. */
export function recipientsFromCsv(csv: string): TBulkRecipient[] {
  return checkBulkRecipients(
    parseBulkCsv(csv).map((r) => ({
      line: r.line,
      name: r.cells[0],
      email: r.cells[1],
      role: r.cells[2],
      state: r.cells[3],
    })),
  );
}
