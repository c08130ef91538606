import { roleAllows, type TAnswers, type TQuestion, withStepConfirmed } from '@app/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TQuestionnaireDocument } from '../api/document-answers';
import {
  answerAt,
  buildView,
  QUESTIONNAIRE_TOP_ID,
  REVIEW_STEP,
  resumeStep,
  STEP_HEADING_ID,
  STRUCTURED_PARTS,
  withAnswerAt,
  withItemAdded,
  withItemRemoved,
  withMinimumItems,
} from '../components/questionnaire/questionnaire-logic';
import { clearBackup, readBackup } from './answers-backup';
import { useAutosave } from './use-autosave';

type TFocusRequest = { kind: 'problem'; path: string } | { kind: 'heading' };

function startingAnswers(doc: TQuestionnaireDocument): { answers: TAnswers; restored: boolean } {
  const backup = readBackup(doc.id, doc.updatedAt);
  if (!backup) clearBackup(doc.id);
  const answers = withMinimumItems(doc.questionnaire, backup ?? doc.answers);
  return { answers, restored: backup !== null };
}

/** Answers saved with a problem (a mistyped ABN, say) are flagged as the form opens, not on blur. */
function savedWithProblems(doc: TQuestionnaireDocument, answers: TAnswers): ReadonlySet<string> {
  const view = buildView(doc.questionnaire, answers, new Date());
  return new Set([...view.problems.keys()].filter((path) => answerAt(answers, path) !== undefined));
}

function focusTarget(request: TFocusRequest): HTMLElement | null {
  if (request.kind === 'heading') return document.getElementById(STEP_HEADING_ID);
  const wrapper = document.querySelector(`[data-question-path="${request.path}"]`);
  return (
    wrapper?.querySelector<HTMLElement>('[data-focus-first]') ??
    wrapper?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    wrapper?.querySelector<HTMLElement>('input, select, textarea, button') ??
    null
  );
}

/** The state of one questionnaire on screen: answers, where the customer is, what to show. */
export function useQuestionnaire(doc: TQuestionnaireDocument) {
  // A finished document, or one shared with the viewer for reading only (the server refuses
  // their saves as well; this keeps the screen from offering them).
  const readOnlyReason =
    doc.status !== 'IN_PROGRESS'
      ? 'finished'
      : !roleAllows(doc.myRole ?? 'OWNER', 'edit')
        ? 'role'
        : null;
  const readOnly = readOnlyReason !== null;
  const { questionnaire } = doc;
  const [start] = useState(() => startingAnswers(doc));
  const [answers, setAnswers] = useState(start.answers);
  const latest = useRef(answers);
  const view = useMemo(
    () => buildView(questionnaire, answers, new Date()),
    [questionnaire, answers],
  );
  const [step, setStep] = useState(() =>
    readOnly ? REVIEW_STEP : resumeStep(buildView(questionnaire, start.answers, new Date())),
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [flaggedAtStart] = useState(() => savedWithProblems(doc, start.answers));
  const [attempted, setAttempted] = useState<ReadonlySet<string>>(new Set());
  const [focusRequest, setFocusRequest] = useState<TFocusRequest | null>(null);
  const autosave = useAutosave({ documentId: doc.id, enabled: !readOnly });
  const { change, flush } = autosave;

  // Answers kept from an unsaved session in this tab go to the server straight away.
  useEffect(() => {
    if (start.restored) change(start.answers);
  }, [start, change]);

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.kind === 'heading') {
      // A new step starts at the top, where the progress bar is, with its heading read out.
      // The page scrolls inside the app's main area, not the window, so the questionnaire's
      // top is brought into view in whichever box scrolls it.
      document.getElementById(QUESTIONNAIRE_TOP_ID)?.scrollIntoView?.({ block: 'start' });
      focusTarget(focusRequest)?.focus({ preventScroll: true });
    } else {
      focusTarget(focusRequest)?.focus();
    }
    setFocusRequest(null);
  }, [focusRequest]);

  const update = useCallback(
    (edit: (current: TAnswers) => TAnswers) => {
      if (readOnly) return;
      const next = withMinimumItems(questionnaire, edit(latest.current));
      latest.current = next;
      setAnswers(next);
      change(next);
    },
    [readOnly, questionnaire, change],
  );

  const current = view.visibleSections.find((section) => section.id === step);
  const stepId =
    current?.id ??
    (step === REVIEW_STEP ? REVIEW_STEP : (view.visibleSections[0]?.id ?? REVIEW_STEP));
  const stepIndex = view.visibleSections.findIndex((section) => section.id === stepId);
  const currentSection = view.visibleSections[stepIndex];

  /** A step can be opened once every section before it is seen, confirmed and answered well. */
  const canOpen = (target: string) => {
    const index = view.visibleSections.findIndex((section) => section.id === target);
    const before = index === -1 ? view.visibleSections : view.visibleSections.slice(0, index);
    return before.every(
      (section) => view.confirmed.has(section.id) && view.problemsOf(section.id).length === 0,
    );
  };

  const goTo = (target: string) => {
    void flush();
    setStep(target);
    setFocusRequest({ kind: 'heading' });
  };

  const goNext = () => {
    if (!currentSection) return;
    const problems = view.problemsOf(currentSection.id);
    setAttempted((prev) => new Set(prev).add(currentSection.id));
    const first = problems[0];
    if (first) {
      setFocusRequest({ kind: 'problem', path: first.path });
      return;
    }
    // Moving on accepts what the section holds, defaults included: the customer has seen them.
    if (!readOnly) update((current) => withStepConfirmed(current, currentSection.id));
    goTo(view.visibleSections[stepIndex + 1]?.id ?? REVIEW_STEP);
  };

  const goBack = () => {
    const index = stepId === REVIEW_STEP ? view.visibleSections.length : stepIndex;
    const previous = view.visibleSections[index - 1];
    if (previous) goTo(previous.id);
  };

  /** The messages to show for one question now: after it was left, or after Next. */
  const fieldState = (question: TQuestion, path: string, sectionId: string) => {
    const problem = view.problems.get(path);
    if (!problem) return {};
    const shown = (key: string) =>
      attempted.has(sectionId) || touched.has(key) || flaggedAtStart.has(path);
    const parts = STRUCTURED_PARTS[question.type as keyof typeof STRUCTURED_PARTS];
    if (!parts) return { error: shown(path) ? problem.message : undefined };
    // A blank address or name has one message; it goes under the first box.
    const messages = problem.parts ?? { [parts[0]]: problem.message };
    const partErrors = Object.fromEntries(
      Object.entries(messages).filter(([part]) => shown(`${path}.${part}`)),
    );
    return { partErrors };
  };

  return {
    readOnly,
    readOnlyReason,
    answers,
    view,
    stepId,
    currentSection,
    stepIndex,
    canOpen,
    goTo,
    goNext,
    goBack,
    fieldState,
    groupError: (groupId: string, sectionId: string) =>
      attempted.has(sectionId) ? view.problems.get(groupId)?.message : undefined,
    sectionAttempted: (sectionId: string) => attempted.has(sectionId),
    setAnswer: (path: string, value: unknown) =>
      update((current) => withAnswerAt(current, path, value)),
    touch: (key: string) => setTouched((prev) => (prev.has(key) ? prev : new Set(prev).add(key))),
    addItem: (groupId: string) => update((current) => withItemAdded(current, groupId)),
    removeItem: (groupId: string, index: number) => {
      update((current) => withItemRemoved(current, groupId, index));
      // Items after the removed one move up; their old marks no longer fit.
      setTouched((prev) => new Set([...prev].filter((key) => !key.startsWith(`${groupId}.`))));
    },
    saveStatus: autosave.status,
    saveFailure: autosave.failure,
    flush,
  };
}

export type TQuestionnaireState = ReturnType<typeof useQuestionnaire>;
