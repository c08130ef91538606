import { z } from 'zod';

// A deliberately small condition language, stored as data and interpreted by
// conditions.ts: templates are authored outside the code base, so nothing in them is
// ever evaluated as JavaScript.

/** Dotted path into the answers: 'purpose', 'party.abn', 'parties.0.address.state'. */
export const ZAnswerPath = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/, {
  error: 'A path is dotted names or item numbers, e.g. party.address.state',
});
export type TAnswerPath = z.infer<typeof ZAnswerPath>;

export const ZScalar = z.union([z.string(), z.number(), z.boolean()]);
export type TScalar = z.infer<typeof ZScalar>;

// Written out by hand because the type is recursive and zod cannot infer through z.lazy.
export type TCondition =
  | { op: 'equals'; path: string; value: TScalar }
  | { op: 'notEquals'; path: string; value: TScalar }
  | { op: 'in'; path: string; values: TScalar[] }
  | { op: 'truthy'; path: string }
  /** Amounts (cents for money) and other numbers: at least, or less than, a fixed value. */
  | { op: 'gte'; path: string; value: number }
  | { op: 'lt'; path: string; value: number }
  | { op: 'and'; conditions: TCondition[] }
  | { op: 'or'; conditions: TCondition[] }
  | { op: 'not'; condition: TCondition };

export const ZCondition: z.ZodType<TCondition> = z.lazy(() =>
  z.discriminatedUnion(
    'op',
    [
      z.object({ op: z.literal('equals'), path: ZAnswerPath, value: ZScalar }),
      z.object({ op: z.literal('notEquals'), path: ZAnswerPath, value: ZScalar }),
      z.object({ op: z.literal('in'), path: ZAnswerPath, values: z.array(ZScalar).min(1) }),
      z.object({ op: z.literal('truthy'), path: ZAnswerPath }),
      z.object({ op: z.literal('gte'), path: ZAnswerPath, value: z.number() }),
      z.object({ op: z.literal('lt'), path: ZAnswerPath, value: z.number() }),
      z.object({ op: z.literal('and'), conditions: z.array(ZCondition).min(1) }),
      z.object({ op: z.literal('or'), conditions: z.array(ZCondition).min(1) }),
      z.object({ op: z.literal('not'), condition: ZCondition }),
    ],
    { error: 'A condition op is one of equals, notEquals, in, truthy, gte, lt, and, or, not' },
  ),
);

/** Every answer path a condition reads, for reference checking. */
export function conditionPaths(condition: TCondition): string[] {
  switch (condition.op) {
    case 'and':
    case 'or':
      return condition.conditions.flatMap(conditionPaths);
    case 'not':
      return conditionPaths(condition.condition);
    default:
      return [condition.path];
  }
}
