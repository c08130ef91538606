import { SegmentedControl } from '@mantine/core';
import type { TAiMode } from '../lib/types';

export const AI_MODE_LABELS: Record<TAiMode, string> = {
  ask: 'Ask',
  draft: 'Draft',
  review: 'Review',
};

/** The panel's modes (SPEC §2.5): ask a question, draft a document, review an upload. */
export function ModePicker({ mode, onChange }: { mode: TAiMode; onChange: (m: TAiMode) => void }) {
  return (
    <SegmentedControl
      aria-label="Assistant mode"
      size="xs"
      value={mode}
      onChange={(v) => onChange(v as TAiMode)}
      data={(Object.keys(AI_MODE_LABELS) as TAiMode[]).map((m) => ({
        value: m,
        label: AI_MODE_LABELS[m],
      }))}
    />
  );
}

export const asMode = (value: string | null): TAiMode =>
  value === 'draft' || value === 'review' ? value : 'ask';
