import type { TBuilder } from '../../../platform/graphql/builder.js';

// Billing's records are wide and flat (SPEC §3 lists dozens of fields); each type is
// declared as a field-name → scalar map instead of dozens of near-identical lines.

type TScalar = 'String' | 'Int' | 'Float' | 'Boolean' | 'DateTime';
export type TFieldSpec = Record<string, TScalar | `${TScalar}?` | `[${TScalar}]`>;

// biome-ignore lint/suspicious/noExplicitAny: the builder's field helper is typed per object
type TAnyFieldBuilder = any;

export function flatObject<T extends object>(
  builder: TBuilder,
  name: string,
  spec: TFieldSpec,
  more?: (t: TAnyFieldBuilder) => Record<string, unknown>,
) {
  return builder.objectRef<T>(name).implement({
    fields: (t: TAnyFieldBuilder) => ({
      ...Object.fromEntries(
        Object.entries(spec).map(([field, kind]) => {
          const list = kind.startsWith('[');
          const nullable = kind.endsWith('?');
          const type = kind.replace(/[[\]?]/g, '') as TScalar;
          return [field, t.expose(field, { type: list ? [type] : type, nullable })];
        }),
      ),
      ...(more ? more(t) : {}),
    }),
  });
}
