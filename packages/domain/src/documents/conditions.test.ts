import { describe, expect, it } from 'vitest';
import { evaluateCondition, resolvePath, visibleAnswers, visibleQuestions } from './conditions.js';
import { ZQuestionnaire } from './questionnaire-model.js';

const answers = {
  state: 'NSW',
  services: ['audit', 'tax'],
  agree: false,
  parties: [{ name: 'A', state: 'VIC' }, { name: 'B' }],
};

describe('conditions', () => {
  it('compares answers, with lists matching if any item does', () => {
    expect(evaluateCondition({ op: 'equals', path: 'state', value: 'NSW' }, answers)).toBe(true);
    expect(evaluateCondition({ op: 'notEquals', path: 'state', value: 'NSW' }, answers)).toBe(
      false,
    );
    expect(evaluateCondition({ op: 'equals', path: 'services', value: 'tax' }, answers)).toBe(true);
    expect(evaluateCondition({ op: 'in', path: 'state', values: ['VIC', 'QLD'] }, answers)).toBe(
      false,
    );
    expect(evaluateCondition({ op: 'in', path: 'parties.state', values: ['VIC'] }, answers)).toBe(
      true,
    );
    // Unanswered equals nothing, so notEquals holds.
    expect(evaluateCondition({ op: 'notEquals', path: 'missing', value: 'x' }, answers)).toBe(true);
  });

  it('treats blanks, false and empty lists as falsy', () => {
    const truthy = (path: string, scope: Record<string, unknown>) =>
      evaluateCondition({ op: 'truthy', path }, scope);
    expect(truthy('agree', answers)).toBe(false);
    expect(truthy('services', answers)).toBe(true);
    expect(truthy('x', { x: [] })).toBe(false);
    expect(truthy('x', { x: '  ' })).toBe(false);
    expect(truthy('x', { x: 0 })).toBe(true);
    expect(truthy('x', { x: { line1: '', suburb: '' } })).toBe(false);
  });

  it('compares numbers with a fixed amount, and a blank amount with nothing', () => {
    const owing = { total: 400_000, words: '400000' };
    expect(evaluateCondition({ op: 'gte', path: 'total', value: 400_000 }, owing)).toBe(true);
    expect(evaluateCondition({ op: 'lt', path: 'total', value: 400_000 }, owing)).toBe(false);
    expect(evaluateCondition({ op: 'lt', path: 'total', value: 400_001 }, owing)).toBe(true);
    expect(evaluateCondition({ op: 'gte', path: 'words', value: 1 }, owing)).toBe(false);
    expect(evaluateCondition({ op: 'lt', path: 'missing', value: 1 }, owing)).toBe(false);
  });

  it('combines with and, or and not', () => {
    const nsw = { op: 'equals', path: 'state', value: 'NSW' } as const;
    const agreed = { op: 'truthy', path: 'agree' } as const;
    expect(evaluateCondition({ op: 'and', conditions: [nsw, agreed] }, answers)).toBe(false);
    expect(evaluateCondition({ op: 'or', conditions: [nsw, agreed] }, answers)).toBe(true);
    expect(evaluateCondition({ op: 'not', condition: agreed }, answers)).toBe(true);
  });

  it('reads paths through lists and never through prototypes', () => {
    expect(resolvePath('parties.1.name', answers)).toBe('B');
    expect(resolvePath('parties.name', answers)).toEqual(['A', 'B']);
    expect(resolvePath('parties.state', answers)).toEqual(['VIC']);
    expect(resolvePath('constructor', answers)).toBeUndefined();
    expect(resolvePath('state.length', answers)).toBeUndefined();
    expect(resolvePath('__proto__.toString', answers)).toBeUndefined();
  });
});

describe('visibility', () => {
  const questionnaire = ZQuestionnaire.parse({
    sections: [
      {
        id: 'main',
        title: 'Main',
        items: [
          { id: 'hasEmployees', label: 'Any employees?', type: 'CHECKBOX' },
          {
            id: 'employeeCount',
            label: 'How many?',
            type: 'FREE_TEXT',
            format: 'number',
            showIf: { op: 'truthy', path: 'hasEmployees' },
          },
          {
            id: 'directors',
            label: 'Directors',
            itemName: 'director',
            minItems: 1,
            questions: [
              { id: 'resident', label: 'Lives in Australia?', type: 'CHECKBOX' },
              {
                id: 'country',
                label: 'Country',
                type: 'FREE_TEXT',
                showIf: { op: 'not', condition: { op: 'truthy', path: 'director.resident' } },
              },
            ],
          },
        ],
      },
      {
        id: 'payroll',
        title: 'Payroll',
        showIf: { op: 'truthy', path: 'employeeCount' },
        items: [{ id: 'payday', label: 'Pay day', type: 'FREE_TEXT' }],
      },
    ],
  });
  const template = { questionnaire };

  it('lists the visible questions, item by item', () => {
    const given = {
      hasEmployees: false,
      employeeCount: 12,
      directors: [{ resident: true, country: 'NZ' }, { resident: false }],
    };
    expect(visibleQuestions(template, given).map((v) => v.path)).toEqual([
      'hasEmployees',
      'directors.0.resident',
      'directors.1.resident',
      'directors.1.country',
    ]);
  });

  it('drops answers to hidden questions so they switch nothing on', () => {
    // employeeCount is answered but hidden, so the payroll section stays hidden too.
    const given = { hasEmployees: false, employeeCount: 12, payday: 'Friday', directors: [] };
    expect(visibleAnswers(template, given)).toEqual({ hasEmployees: false, directors: [] });
    expect(visibleAnswers(template, { ...given, hasEmployees: true })).toEqual({
      hasEmployees: true,
      employeeCount: 12,
      payday: 'Friday',
      directors: [],
    });
  });
});
