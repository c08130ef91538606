import {
  AU_STATES,
  calendarDate,
  evaluateCondition,
  isGroup,
  resolvePath,
  type TAnswers,
  type TCondition,
  type TQuestion,
  type TTemplate,
  visibleAnswers,
  visibleQuestions,
} from '@app/domain';

import {
  conditionsOnTheWay,
  literalsOf,
  matchesPath,
  pathsOf,
  type TBranch,
} from './template-library-coverage.js';
// Answer sets that between them take every branch of a template: each choice answered each
// way, and each choice again in every State or Territory the template asks about. Questions
// a choice brings into view are filled with plain valid answers. Used by the template tests,
// which render every set and write the sets that cover the branches as PDF and DOCX.

export type TVariant = { name: string; answers: TAnswers };

const STATE_VALUES: readonly string[] = AU_STATES;

const day = (base: string, offset: number) => {
  const [y, m, d] = base.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
};

/** A plain valid answer for a question, or undefined when a blank is acceptable. */
function sampleAnswer(question: TQuestion, order: number, today: string): unknown {
  switch (question.type) {
    case 'ABN':
      return '51824753556';
    case 'ACN':
      return '010499966';
    case 'ADDRESS':
      return { line1: '1 Sample Street', suburb: 'Parramatta', state: 'NSW', postcode: '2150' };
    case 'BUSINESS_NAME':
      return 'Sample Enterprises Pty Ltd';
    case 'EMAIL':
      return 'sample@example.com.au';
    case 'PHONE':
      return '0412 345 678';
    case 'FULL_NAME':
      return { givenNames: 'Sam', familyName: `Sample${order}` };
    case 'SIGNATURE':
      return 'Sam Sample';
    case 'CHECKBOX':
      return question.options ? [question.options[0]?.value] : question.mustBeTicked === true;
    case 'DATE': {
      // Later questions get later dates, so 'end after start' rules hold.
      if (question.maxDate === 'today') return day(today, order - 400);
      const min = question.minDate === 'today' ? today : (question.minDate ?? today);
      return day(min > today ? min : today, 30 + order * 7);
    }
    case 'FREE_TEXT': {
      if (question.options) return question.options[0]?.value;
      if (question.format) {
        const wanted =
          question.format === 'money' ? 100_000 : question.format === 'percent' ? 10 : 12;
        const low = question.min ?? 0;
        const high = question.max ?? Number.MAX_SAFE_INTEGER;
        return Math.min(Math.max(wanted, low), high);
      }
      const text = 'Sample wording supplied for testing this document';
      return text.padEnd(question.minLength ?? 0, ' and more');
    }
  }
}

const clone = <T>(value: T): T => structuredClone(value);

function setAt(answers: TAnswers, path: string, value: unknown) {
  // 'parties.*.entityType' sets the answer in every item of the repeat.
  const [group, star, ...rest] = path.split('.');
  if (star === '*' && group) {
    const items = answers[group];
    if (Array.isArray(items))
      for (const item of items) setAt(item as TAnswers, rest.join('.'), value);
    return;
  }
  const segments = path.split('.');
  let target: Record<string, unknown> = answers;
  for (const segment of segments.slice(0, -1)) {
    const next = target[segment];
    if (typeof next !== 'object' || next === null) target[segment] = {};
    target = target[segment] as Record<string, unknown>;
  }
  target[segments.at(-1) ?? ''] = value;
}

/** Shares that must add up (profit shares, say) are spread evenly over however many items. */
function balanceSums(template: TTemplate, answers: TAnswers) {
  for (const rule of template.questionnaire.rules ?? []) {
    if (rule.kind !== 'sum') continue;
    const items = answers[rule.group];
    if (!Array.isArray(items) || items.length === 0) continue;
    const hundredths = Math.round(rule.total * 100);
    const each = Math.floor(hundredths / items.length);
    items.forEach((item: TAnswers, index) => {
      const share = index === items.length - 1 ? hundredths - each * (items.length - 1) : each;
      item[rule.field] = share / 100;
    });
  }
}

/** Fills required questions that are on screen and blank, until nothing new appears. */
export function fillVisible(template: TTemplate, answers: TAnswers, today: string): TAnswers {
  const filled = clone(answers);
  for (let pass = 0; pass < 6; pass += 1) {
    let changed = false;
    // A repeat that has come into view starts with as many items as it needs.
    const kept = visibleAnswers(template, filled);
    for (const section of template.questionnaire.sections) {
      if (section.showIf && !evaluateCondition(section.showIf, kept)) continue;
      for (const group of section.items.filter(isGroup)) {
        if (group.showIf && !evaluateCondition(group.showIf, kept)) continue;
        const items = Array.isArray(filled[group.id]) ? (filled[group.id] as unknown[]) : [];
        if (items.length >= group.minItems) continue;
        filled[group.id] = [
          ...items,
          ...Array.from({ length: group.minItems - items.length }, () => ({})),
        ];
        changed = true;
      }
    }
    for (const [order, visit] of visibleQuestions(template, filled).entries()) {
      const blank = visit.raw === undefined || visit.raw === null || visit.raw === '';
      const plainTick = visit.question.type === 'CHECKBOX' && !visit.question.options;
      if (!blank || (!visit.question.required && !plainTick) || plainTick) continue;
      const value = sampleAnswer(visit.question, order, today);
      if (value !== undefined) {
        setAt(filled, visit.path, value);
        changed = true;
      }
    }
    if (!changed) break;
  }
  balanceSums(template, filled);
  return filled;
}

type TChoice = { path: string; values: unknown[]; isState: boolean };

/** Every choice a customer makes: options, ticks, and each choice in a repeat's first item. */
function choicesOf(template: TTemplate, answers: TAnswers): TChoice[] {
  const choices: TChoice[] = [];
  const add = (question: TQuestion, path: string) => {
    if (question.type === 'CHECKBOX' && !question.options) {
      const values = question.mustBeTicked ? [true] : [true, false];
      choices.push({ path, values, isState: false });
    } else if (question.options) {
      const values = question.options.map((o) => o.value);
      const multiple = question.type === 'CHECKBOX';
      const none = multiple && !question.required ? [[]] : [];
      choices.push({
        path,
        values: multiple ? [...none, ...values.map((v) => [v]), values] : values,
        isState: !multiple && values.filter((v) => STATE_VALUES.includes(v)).length >= 6,
      });
    } else if (question.type === 'ADDRESS' && resolvePath(path, answers) !== undefined) {
      // Where a place is decides which State's law applies.
      choices.push({ path: `${path}.state`, values: [...STATE_VALUES], isState: true });
    }
  };
  for (const section of template.questionnaire.sections) {
    for (const item of section.items) {
      if (!isGroup(item)) add(item, item.id);
      else if (Array.isArray(answers[item.id]) && (answers[item.id] as unknown[]).length > 0) {
        for (const question of item.questions) add(question, `${item.id}.0.${question.id}`);
      }
    }
  }
  return choices;
}

/** Optional questions that are not choices: each is tried answered and left blank. */
function optionalsOf(
  template: TTemplate,
  answers: TAnswers,
): { question: TQuestion; path: string }[] {
  const found: { question: TQuestion; path: string }[] = [];
  for (const section of template.questionnaire.sections) {
    for (const item of section.items) {
      const questions = isGroup(item)
        ? Array.isArray(answers[item.id]) && (answers[item.id] as unknown[]).length > 0
          ? item.questions.map((q) => ({ question: q, path: `${item.id}.0.${q.id}` }))
          : []
        : [{ question: item, path: item.id }];
      for (const entry of questions) {
        const choice = entry.question.options || entry.question.type === 'CHECKBOX';
        if (!entry.question.required && !choice) found.push(entry);
      }
    }
  }
  return found;
}

export function answerVariants(template: TTemplate, example: TAnswers, now: Date): TVariant[] {
  const today = calendarDate(now);
  const variants = new Map<string, TVariant>();
  const add = (name: string, changes: [string, unknown][]) => {
    const answers = clone(example);
    for (const [path, value] of changes) setAt(answers, path, value);
    const filled = fillVisible(template, answers, today);
    const key = JSON.stringify(filled);
    if (!variants.has(key)) variants.set(key, { name, answers: filled });
  };
  add('example answers', []);
  for (const [order, { question, path }] of optionalsOf(template, example).entries()) {
    const given = resolvePath(path, example) !== undefined;
    add(`${path} ${given ? 'left blank' : 'answered'}`, [
      [path, given ? undefined : sampleAnswer({ ...question, required: true }, order, today)],
    ]);
  }
  // Repeats with one item fewer (down to the minimum) and one more than the example.
  for (const group of template.questionnaire.sections.flatMap((sec) => sec.items.filter(isGroup))) {
    const items = Array.isArray(example[group.id]) ? (example[group.id] as TAnswers[]) : [];
    if (items.length > Math.max(group.minItems, 1))
      add(`${group.id} with one item fewer`, [[group.id, items.slice(0, -1)]]);
    if (items.length > 0 && (group.maxItems === undefined || items.length < group.maxItems)) {
      add(`${group.id} with one more item`, [[group.id, [...items, clone(items[0] as TAnswers)]]]);
    }
    if (items.length > 0 && group.minItems === 0)
      add(`${group.id} with no items`, [[group.id, []]]);
    if (items.length > 1 && group.minItems <= 1)
      add(`${group.id} with one item`, [[group.id, items.slice(0, 1)]]);
  }
  const choices = choicesOf(template, example);
  for (const choice of choices.filter((c) => c.path.includes('.0.'))) {
    for (const value of choice.values) {
      const every = choice.path.replace('.0.', '.*.');
      add(`${every}=${JSON.stringify(value)}`, [[every, value]]);
    }
  }
  for (const choice of choices) {
    for (const value of choice.values)
      add(`${choice.path}=${JSON.stringify(value)}`, [[choice.path, value]]);
  }
  // Every choice at once, each at its k-th option: few answer sets that change many branches,
  // so that a handful of documents can show them all.
  const widest = Math.max(0, ...choices.map((c) => c.values.length));
  for (let k = 1; k < widest; k += 1) {
    add(
      `every choice at option ${k + 1}`,
      choices.map((c) => [c.path, c.values[k % c.values.length]] as [string, unknown]),
    );
  }
  // Law differs by State: every other choice is tried again in each one.
  for (const state of choices.filter((c) => c.isState)) {
    for (const stateValue of state.values) {
      for (const choice of choices.filter((c) => c !== state)) {
        for (const value of choice.values) {
          add(`${state.path}=${stateValue}, ${choice.path}=${JSON.stringify(value)}`, [
            [state.path, stateValue],
            [choice.path, value],
          ]);
        }
      }
    }
  }
  return [...variants.values()];
}

/**
 * Answer sets aimed at branches the others missed: every combination of the choices their
 * conditions read (a repeat's choices in its first item), up to a few hundred.
 */
export function variantsForBranches(
  template: TTemplate,
  example: TAnswers,
  branches: readonly TBranch[],
  now: Date,
): TVariant[] {
  return variantsForConditions(
    template,
    example,
    branches.map((branch) => ({ name: branch, conditions: conditionsOnTheWay(template, branch) })),
    now,
  );
}

/** Answer sets aimed at making each group of conditions hold (or fail) together. */
export function variantsForConditions(
  template: TTemplate,
  example: TAnswers,
  targets: readonly { name: string; conditions: TCondition[] }[],
  now: Date,
): TVariant[] {
  const today = calendarDate(now);
  const choices = choicesOf(template, example);
  const out = new Map<string, TVariant>();
  for (const { name: branch, conditions } of targets) {
    const paths = new Set(conditions.flatMap(pathsOf));
    const chosen = choices.filter((c) => matchesPath(c.path, paths)).slice(0, 5);
    // Amounts the conditions compare with (a discount of 0, say) are tried as answers too.
    for (const [path, values] of literalsOf(conditions)) {
      if (!chosen.some((c) => c.path === path) && resolvePath(path, example) !== undefined) {
        chosen.push({ path, values, isState: false });
      }
    }
    let combos: [string, unknown][][] = [[]];
    for (const choice of chosen) {
      combos = combos.flatMap((combo) =>
        choice.values.map((v) => [...combo, [choice.path, v] as [string, unknown]]),
      );
      if (combos.length > 400) break;
    }
    // Optional answers the conditions read (say, a registration number) are filled in too.
    const optional = optionalsOf(template, example).filter((o) => matchesPath(o.path, paths));
    for (const combo of combos) {
      for (const [order, { question, path }] of optional.entries()) {
        combo.push([path, sampleAnswer({ ...question, required: true }, order, today)]);
      }
      const answers = clone(example);
      for (const [path, value] of combo) setAt(answers, path, value);
      const filled = fillVisible(template, answers, today);
      const key = JSON.stringify(filled);
      if (!out.has(key))
        out.set(key, {
          name: `for ${branch}: ${combo.map(([p, v]) => `${p}=${JSON.stringify(v)}`).join(', ')}`,
          answers: filled,
        });
    }
  }
  return [...out.values()];
}
