import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useChunkedList } from './use-chunked-list';

const numbers = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `Item ${from + i}`);

function List({ items, view }: { items: string[]; view?: unknown }) {
  const { shown, complete } = useChunkedList(items, { first: 5, step: 10, view });
  return (
    <ul aria-label="Items" aria-busy={!complete}>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const listed = () => screen.queryAllByRole('listitem').map((li) => li.textContent);
const busy = () => screen.getByRole('list', { name: 'Items' }).getAttribute('aria-busy');

describe('useChunkedList', () => {
  it('draws the first screenful at once, then every item in order, busy until the last', async () => {
    const items = numbers(1, 32);
    render(<List items={items} />);
    expect(listed()).toEqual(items.slice(0, 5));
    expect(busy()).toBe('true');

    await waitFor(() => expect(listed()).toHaveLength(32));
    expect(listed()).toEqual(items);
    expect(busy()).toBe('false');
  });

  it('draws a short list whole in one go', () => {
    render(<List items={numbers(1, 4)} />);
    expect(listed()).toEqual(numbers(1, 4));
    expect(busy()).toBe('false');
  });

  it('keeps the rows drawn when the same view gets new data, and starts again for a new view', async () => {
    let show: (next: { items: string[]; view: string }) => void = () => {};
    function Switching() {
      const [state, setState] = useState({ items: numbers(1, 20), view: 'all' });
      show = setState;
      return <List items={state.items} view={state.view} />;
    }
    render(<Switching />);
    await waitFor(() => expect(listed()).toHaveLength(20));

    // A row renamed: the list is new, the view the same, so nothing below the first screen goes.
    act(() => show({ items: numbers(1, 20).map((n) => n.replace('20', 'Twenty')), view: 'all' }));
    expect(listed()).toHaveLength(20);
    expect(listed().at(-1)).toBe('Item Twenty');

    // Another filter: its first screenful at once, the rest after.
    act(() => show({ items: numbers(101, 20), view: 'shared' }));
    expect(listed()).toEqual(numbers(101, 5));
    await waitFor(() => expect(listed()).toEqual(numbers(101, 20)));
  });
});
