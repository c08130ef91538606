import { describe, expect, it } from 'vitest';
import { type TClauseDefinition, ZClauseDefinition } from './clause-model.js';
import { checkClauseLibrary, resolveClauses } from './clause-resolve.js';

const clause = (input: unknown): TClauseDefinition => ZClauseDefinition.parse(input);

const library = new Map(
  [
    clause({
      id: 'governing-law',
      title: 'Governing law',
      description: 'The law of a chosen State',
      kind: 'blocks',
      params: {
        lawPath: { description: 'State question' },
        noun: { description: 'Document name', default: 'agreement' },
      },
      content: [
        { type: 'clause', title: 'Law', text: 'This [[noun]] is governed by {{[[lawPath]]}}.' },
      ],
    }),
    clause({
      id: 'signing',
      title: 'Signing',
      description: 'Who signs',
      kind: 'blocks',
      params: {
        form: { description: 'deed or agreement', default: 'agreement' },
        when: { description: 'Condition', default: null },
      },
      content: [
        {
          type: 'choose',
          param: 'form',
          cases: { deed: [{ type: 'paragraph', text: 'Executed as a deed.' }] },
          otherwise: [{ type: 'paragraph', text: 'Signed as an agreement.' }],
        },
        { type: 'if', condition: '[[when]]', blocks: [{ type: 'pageBreak' }] },
      ],
    }),
    clause({
      id: 'loop-a',
      title: 'A',
      description: 'Uses B',
      kind: 'blocks',
      content: [{ type: 'use', clause: 'loop-b' }],
    }),
    clause({
      id: 'loop-b',
      title: 'B',
      description: 'Uses A',
      kind: 'blocks',
      content: [{ type: 'use', clause: 'loop-a' }],
    }),
  ].map((c) => [c.id, c]),
);

describe('shared clauses', () => {
  it('puts a clause in place of its use block, with parameters and defaults filled in', () => {
    const result = resolveClauses(
      { body: [{ type: 'use', clause: 'governing-law', with: { lawPath: 'state' } }] },
      library,
    );
    expect(result).toEqual({
      ok: true,
      used: ['governing-law'],
      value: {
        body: [{ type: 'clause', title: 'Law', text: 'This agreement is governed by {{state}}.' }],
      },
    });
  });

  it('chooses content by a parameter, and puts whole JSON values where a parameter stands alone', () => {
    const condition = { op: 'truthy', path: 'x' };
    const result = resolveClauses(
      { body: [{ type: 'use', clause: 'signing', with: { form: 'deed', when: condition } }] },
      library,
    );
    expect(result.ok && result.value).toEqual({
      body: [
        { type: 'paragraph', text: 'Executed as a deed.' },
        { type: 'if', condition, blocks: [{ type: 'pageBreak' }] },
      ],
    });
  });

  it('leaves out a property whose parameter is null', () => {
    const result = resolveClauses({ body: [{ type: 'use', clause: 'signing' }] }, library);
    expect(result.ok && result.value).toEqual({
      body: [
        { type: 'paragraph', text: 'Signed as an agreement.' },
        { type: 'if', blocks: [{ type: 'pageBreak' }] },
      ],
    });
  });

  it('names the place of each bad use: unknown clause, missing and unknown parameters', () => {
    const result = resolveClauses(
      {
        body: [
          { type: 'use', clause: 'nothing' },
          { type: 'use', clause: 'governing-law', with: { colour: 'blue' } },
        ],
      },
      library,
    );
    expect(result.ok ? [] : result.issues).toEqual([
      { path: ['body', 0, 'clause'], message: "No clause 'nothing' in the clause library" },
      {
        path: ['body', 1, 'with', 'colour'],
        message: "Clause 'governing-law' has no parameter 'colour'",
      },
      { path: ['body', 1, 'with'], message: "Clause 'governing-law' needs 'lawPath'" },
    ]);
  });

  it('refuses a clause of the wrong kind for where it is used, and a clause that uses itself', () => {
    const wrongPlace = resolveClauses(
      { questionnaire: { sections: [{ items: [{ type: 'use', clause: 'signing' }] }] } },
      library,
    );
    expect(wrongPlace.ok ? [] : wrongPlace.issues.map((i) => i.message)).toEqual([
      "Clause 'signing' holds blocks; it cannot be used among questions",
    ]);
    const loop = resolveClauses({ body: [{ type: 'use', clause: 'loop-a' }] }, library);
    expect(loop.ok ? [] : loop.issues.map((i) => i.message)).toEqual([
      "Clause 'loop-a' uses itself, through loop-a → loop-b",
    ]);
  });

  it('checks that a library declares exactly the parameters its content names', () => {
    const broken = clause({
      id: 'broken',
      title: 'Broken',
      description: 'Names an undeclared parameter',
      kind: 'blocks',
      params: { unused: { description: 'Never named' } },
      content: [{ type: 'paragraph', text: 'Hello [[who]]' }],
    });
    expect(checkClauseLibrary(new Map([['broken', broken]])).map((i) => i.message)).toEqual([
      '[[who]] is not a declared parameter',
      "Parameter 'unused' is never used",
    ]);
    expect(checkClauseLibrary(library)).toEqual([]);
  });
});
