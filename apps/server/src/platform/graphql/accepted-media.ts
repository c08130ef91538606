export type TJsonMediaType = 'application/json' | 'application/graphql-response+json';

// Yoga's result processors in the order it tries them; the last match it finds wins.
const PROCESSORS: readonly (readonly string[])[] = [
  ['text/event-stream'],
  ['multipart/mixed'],
  ['application/graphql-response+json', 'application/json'],
];

const matches = (offered: string, asked: string) => {
  const [offeredType, offeredSub] = offered.split('/');
  const [askedType, askedSub] = asked.split('/');
  return (
    (askedType === '*' || askedType === offeredType) &&
    (askedSub === '*' || askedSub === offeredSub)
  );
};

// Clients send a handful of distinct Accept headers, each on every request: each is read once.
const ACCEPT_HEADERS_KEPT = 64;
const known = new Map<string, TJsonMediaType | undefined>();

/**
 * The JSON media type Yoga answers a request with this Accept header in, or undefined when
 * it would stream (event stream, multipart) or refuse: such requests are left to Yoga.
 */
export function acceptedJsonMediaType(accept: string | undefined): TJsonMediaType | undefined {
  const key = accept ?? '';
  if (known.has(key)) return known.get(key);
  const chosen = chooseJsonMediaType(accept);
  if (known.size >= ACCEPT_HEADERS_KEPT) known.clear();
  known.set(key, chosen);
  return chosen;
}

function chooseJsonMediaType(accept: string | undefined): TJsonMediaType | undefined {
  const asked = (accept || '*/*')
    .replace(/\s/g, '')
    .toLowerCase()
    .split(',')
    .filter((entry) => {
      const charset = entry
        .split(';')
        .slice(1)
        .find((param) => param.includes('charset='));
      return !charset || charset === 'charset=utf-8';
    })
    .map((entry) => entry.split(';')[0] as string)
    .reverse();
  let chosen: string | undefined;
  for (const offered of PROCESSORS) {
    for (const type of asked) {
      for (const media of offered) if (matches(media, type)) chosen = media;
    }
  }
  return chosen === 'application/json' || chosen === 'application/graphql-response+json'
    ? chosen
    : undefined;
}
