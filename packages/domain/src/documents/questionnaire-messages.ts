import type { TQuestion } from './questionnaire-model.js';

// What a question says when it has no answer yet. The field validators only know the type
// ('Enter the business name'), which reads wrongly under 'Full legal name of the employer';
// the label knows what is being asked for.

/** The label as a customer reads it, without the template's '(if any)' or '(optional)'. */
export function questionLabelText(label: string): string {
  return label.replace(/\s*\((optional|if any)\)\s*$/i, '').trim();
}

const KEEPS_OWN_WORD = /^(the|a|an|your|my|our|their|his|her|its|any|each|every)\b/i;

/** 'Full legal name of the employer' → 'the full legal name of the employer'; 'ABN …' keeps its case. */
function asObject(label: string): string {
  const text = questionLabelText(label).replace(/[:.]$/, '');
  const acronym = /^[A-Z]{2,}\b/.test(text);
  const lowered = acronym ? text : text.charAt(0).toLowerCase() + text.slice(1);
  return KEEPS_OWN_WORD.test(lowered) ? lowered : `the ${lowered}`;
}

/**
 * The message for a question with no answer, naming what it asks for. Questions written as
 * questions, choices and signatures keep the message of their type, which already fits.
 */
export function missingAnswerMessage(question: TQuestion, typeMessage: string): string {
  const label = questionLabelText(question.label);
  if (question.options || question.type === 'CHECKBOX' || question.type === 'SIGNATURE') {
    return typeMessage;
  }
  if (label.endsWith('?') || label === '') return typeMessage;
  return `Enter ${asObject(label)}`;
}
