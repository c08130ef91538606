import { describe, expect, it } from 'vitest';
import { groupDigits } from './identifier-field';
import { answerAt, withAnswerAt, withItemRemoved } from './questionnaire-logic';

describe('questionnaire helpers', () => {
  it('groups ABN and ACN digits as they are typed', () => {
    expect(groupDigits('51824753556', [2, 3, 3, 3])).toBe('51 824 753 556');
    expect(groupDigits('518 2', [2, 3, 3, 3])).toBe('51 82');
    expect(groupDigits('004085616', [3, 3, 3])).toBe('004 085 616');
    // Too many digits stay visible, so the length message can explain them.
    expect(groupDigits('0040856161', [3, 3, 3])).toBe('004 085 6161');
    expect(groupDigits('ABN: 51-824', [2, 3, 3, 3])).toBe('51 824');
  });

  it('reads and writes answers by path, inside repeat items too', () => {
    const answers = { parties: [{ name: 'A' }, { name: 'B' }] };
    const changed = withAnswerAt(answers, 'parties.1.abn', '51 824 753 556');
    expect(answerAt(changed, 'parties.1.abn')).toBe('51 824 753 556');
    expect(answers.parties[1]).toEqual({ name: 'B' });
    expect(withAnswerAt({ purpose: 'x' }, 'purpose', undefined)).toEqual({});
    expect(withAnswerAt({}, 'parties.0.name', 'A')).toEqual({ parties: [{ name: 'A' }] });
    expect(withItemRemoved(changed, 'parties', 0)).toEqual({
      parties: [{ name: 'B', abn: '51 824 753 556' }],
    });
  });
});
