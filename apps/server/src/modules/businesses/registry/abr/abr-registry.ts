import { MESSAGES } from '@app/domain';
import { AppError } from '../../../../platform/errors.js';
import type { TBusinessRegistry } from '../registry-port.js';
import {
  fromAbrDetails,
  type TAbrDetails,
  type TAbrMatchingNames,
  unwrapJsonp,
} from './abr-records.js';

export const ABR_BASE_URL = 'https://abr.business.gov.au/json';

/**
 * The real register: the ABR's ABN Lookup JSON web services. The GUID the ABR issues stays
 * on the server (the browser only ever calls our routes). A name search asks MatchingNames
 * and then AbnDetails for each ABN it names, since only the details carry status, type and
 * ACN; at most twice the results asked for are looked up.
 */
export function createAbrRegistry(opts: {
  guid: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): TBusinessRegistry {
  const base = (opts.baseUrl ?? ABR_BASE_URL).replace(/\/$/, '');
  const doFetch = opts.fetch ?? fetch;

  async function call(service: string, params: Record<string, string>): Promise<unknown> {
    const query = new URLSearchParams({ ...params, callback: 'callback', guid: opts.guid });
    let res: Response;
    try {
      res = await doFetch(`${base}/${service}?${query}`, {
        signal: AbortSignal.timeout(opts.timeoutMs ?? 8000),
      });
    } catch (error) {
      throw new AppError('UNAVAILABLE', MESSAGES.serviceUnavailable, {
        log: `ABR ${service} unreachable: ${(error as Error).message}`,
      });
    }
    if (!res.ok) {
      throw new AppError('UNAVAILABLE', MESSAGES.serviceUnavailable, {
        log: `ABR ${service} answered ${res.status}`,
      });
    }
    return unwrapJsonp(await res.text());
  }

  async function details(
    service: 'AbnDetails.aspx' | 'AcnDetails.aspx',
    key: string,
    value: string,
  ) {
    const d = (await call(service, { [key]: value })) as TAbrDetails;
    // An unknown number comes back with an empty Abn and a message saying so.
    return d.Abn ? fromAbrDetails(d) : undefined;
  }

  return {
    async searchByName({ name, limit, onlyRegistered }) {
      const found = (await call('MatchingNames.aspx', {
        name,
        maxResults: String(limit * 2),
      })) as TAbrMatchingNames;
      const abns = [...new Set((found.Names ?? []).map((n) => n.Abn))].slice(0, limit * 2);
      const entries = await Promise.all(abns.map((abn) => details('AbnDetails.aspx', 'abn', abn)));
      return entries
        .filter((e) => e !== undefined)
        .filter((e) => !onlyRegistered || e.entityStatus === 'Registered')
        .slice(0, limit);
    },
    findByAbn: (abn) => details('AbnDetails.aspx', 'abn', abn),
    findByAcn: (acn) => details('AcnDetails.aspx', 'acn', acn),
  };
}
