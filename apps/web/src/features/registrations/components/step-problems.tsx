import { Alert, List } from '@mantine/core';
import type { z } from 'zod';
import { serverFieldErrors } from '../../../lib/api-client';

/** The messages a refused step has, from the browser's own check or the server's. */
export function problemsOf(error: unknown): string[] {
  const fields = Object.values(serverFieldErrors(error));
  if (fields.length > 0) return [...new Set(fields)];
  return error instanceof Error ? [error.message] : [];
}

/** Checks a step with the shared schema first, so the customer hears at once what is wrong. */
export function localProblems<S extends z.ZodType>(schema: S, data: unknown): string[] {
  const result = schema.safeParse(data);
  return result.success ? [] : [...new Set(result.error.issues.map((i) => i.message))];
}

export function StepProblems(props: { problems: string[] }) {
  if (props.problems.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" title="Please fix the following">
      <List size="sm">
        {props.problems.map((p) => (
          <List.Item key={p}>{p}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
