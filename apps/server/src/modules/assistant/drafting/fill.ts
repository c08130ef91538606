import { isGroup, type TQuestion, type TQuestionGroup, type TTemplate } from '@app/domain';
import type { TExtracted, TNamedParty } from './extract.js';

export type TFilled = {
  answers: Record<string, unknown>;
  /** The questions answered from the conversation, by their labels, for the footnote. */
  filled: string[];
};

const isCompany = (name: string) => /\b(Pty|Ltd|Limited|Proprietary)\b/i.test(name);

/** A person's name as the FULL_NAME answer: the last word is the family name. */
function fullName(name: string) {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return undefined;
  return { givenNames: words.slice(0, -1).join(' '), familyName: words.at(-1)! };
}

function stateOption(q: TQuestion, state: string | undefined) {
  if (!state || !q.options) return undefined;
  return q.options.find(
    (o) => o.value.toUpperCase() === state || o.label.toUpperCase().includes(`(${state})`),
  )?.value;
}

/** One party's answers for the questions of a group item (or a template's top level). */
function partyAnswers(questions: readonly TQuestion[], party: TNamedParty) {
  const out: Record<string, unknown> = {};
  const company = isCompany(party.name);
  let named = false;
  for (const q of questions) {
    if (!named && q.type === 'BUSINESS_NAME' && /name/i.test(q.id)) {
      out[q.id] = party.name;
      named = true;
    } else if (!named && q.type === 'FULL_NAME' && /name/i.test(q.id) && !company) {
      out[q.id] = fullName(party.name);
      named = true;
    } else if (q.type === 'ABN' && party.abn) out[q.id] = party.abn;
    else if (q.type === 'ACN' && party.acn && company) out[q.id] = party.acn;
    else if (q.type === 'EMAIL' && party.email) out[q.id] = party.email;
    else if (q.id === 'entityType' && q.options) {
      const value = company ? 'company' : 'individual';
      if (q.options.some((o) => o.value === value)) out[q.id] = value;
    }
  }
  return out;
}

/**
 * Fills a template's questions from what the customer said, by the kind of each question:
 * the group of parties (or the top-level names, in order) takes the parties with their
 * ABNs, ACNs and emails; dates, amounts, the governing state and the purpose go to the
 * questions of that kind. Nothing is guessed: a question with no matching words is left for
 * the questionnaire.
 */
export function fillTemplate(template: TTemplate, said: TExtracted): TFilled {
  const answers: Record<string, unknown> = {};
  const filled: string[] = [];
  const put = (q: { id: string; label: string }, value: unknown) => {
    if (value === undefined || q.id in answers) return;
    answers[q.id] = value;
    filled.push(q.label);
  };
  const parties = [...said.parties];
  const dates = [...said.dates];
  const amounts = [...said.amounts];
  let partiesPlaced = false;
  let lastParty: TNamedParty | undefined;

  const items = template.questionnaire.sections.flatMap((s) => s.items);
  for (const item of items) {
    if (isGroup(item)) {
      if (partiesPlaced || !looksLikeParties(item) || parties.length === 0) continue;
      const count = Math.min(parties.length, item.maxItems ?? parties.length);
      put(
        item,
        parties.splice(0, count).map((p) => partyAnswers(item.questions, p)),
      );
      partiesPlaced = true;
      continue;
    }
    const q = item;
    if ((q.type === 'BUSINESS_NAME' || q.type === 'FULL_NAME') && /name/i.test(q.id)) {
      const party = parties.shift();
      if (!party) continue;
      lastParty = party;
      if (q.type === 'BUSINESS_NAME') put(q, party.name);
      else if (!isCompany(party.name)) put(q, fullName(party.name));
    } else if (q.type === 'ABN' && lastParty?.abn) put(q, lastParty.abn);
    else if (q.type === 'ACN' && lastParty?.acn) put(q, lastParty.acn);
    else if (q.type === 'EMAIL' && lastParty?.email) put(q, lastParty.email);
    else if (q.type === 'DATE' && dates.length > 0) put(q, dates.shift());
    else if (q.type === 'FREE_TEXT' && q.format === 'money' && amounts.length > 0) {
      put(q, amounts.shift());
    } else if (q.type === 'FREE_TEXT' && /law|jurisdiction|state/i.test(q.id)) {
      put(q, stateOption(q, said.state));
    } else if (q.type === 'FREE_TEXT' && !q.options && /purpose/i.test(q.id)) {
      put(q, said.purpose);
    }
  }
  return { answers, filled };
}

function looksLikeParties(group: TQuestionGroup) {
  return group.questions.some(
    (q) => (q.type === 'BUSINESS_NAME' || q.type === 'FULL_NAME') && /name/i.test(q.id),
  );
}
