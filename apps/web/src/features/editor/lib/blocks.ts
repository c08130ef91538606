import { Node } from '@tiptap/core';
import type { DOMOutputSpec } from '@tiptap/pm/model';

// The document's party and signature blocks: kept whole, shown as the PDF sets them. Their
// wording comes from the answers, so the editor moves or removes them but does not retype them.

type TDetail = { label?: string; text: string };
type TMark = { kind: 'typed'; name: string } | { kind: 'image'; dataUrl: string } | null;

/** An attribute holding JSON (an array or object), kept in a data- attribute when copied. */
const jsonAttribute = (name: string, fallback: unknown) => ({
  default: fallback,
  parseHTML: (el: HTMLElement) => {
    try {
      return JSON.parse(el.getAttribute(`data-${name}`) ?? '');
    } catch {
      return fallback;
    }
  },
  renderHTML: (attrs: Record<string, unknown>) => ({
    [`data-${name}`]: JSON.stringify(attrs[name]),
  }),
});

const textAttribute = (name: string) => ({
  default: null,
  parseHTML: (el: HTMLElement) => el.getAttribute(`data-${name}`),
  renderHTML: (attrs: Record<string, unknown>) =>
    attrs[name] ? { [`data-${name}`]: String(attrs[name]) } : {},
});

export const PartyBlock = Node.create({
  name: 'party',
  group: 'block',
  atom: true,
  selectable: true,
  addAttributes: () => ({
    name: textAttribute('name'),
    role: textAttribute('role'),
    details: jsonAttribute('details', []),
  }),
  parseHTML: () => [{ tag: 'div[data-block="party"]' }],
  renderHTML({ node, HTMLAttributes }): DOMOutputSpec {
    const details = (node.attrs.details as TDetail[]).filter((d) => d.text);
    return [
      'div',
      { ...HTMLAttributes, 'data-block': 'party', class: 'cw-party', contenteditable: 'false' },
      ['p', { class: 'cw-party-name' }, String(node.attrs.name ?? '')],
      ...(node.attrs.role ? [['p', { class: 'cw-party-role' }, String(node.attrs.role)]] : []),
      ...details.map(
        (d): DOMOutputSpec => [
          'p',
          { class: 'cw-party-detail' },
          ['span', { class: 'cw-caption' }, d.label ?? ''],
          ['span', {}, d.text],
        ],
      ),
    ] as DOMOutputSpec;
  },
});

export const SignatureBlock = Node.create({
  name: 'signature',
  group: 'block',
  atom: true,
  selectable: true,
  addAttributes: () => ({
    party: textAttribute('party'),
    statement: textAttribute('statement'),
    signatory: textAttribute('signatory'),
    capacity: textAttribute('capacity'),
    date: textAttribute('date'),
    signature: jsonAttribute('signature', null),
  }),
  parseHTML: () => [{ tag: 'div[data-block="signature"]' }],
  renderHTML({ node, HTMLAttributes }): DOMOutputSpec {
    const a = node.attrs;
    const mark = a.signature as TMark;
    const captions = [
      ['Name', a.signatory],
      ['Capacity', a.capacity],
      ['Date', a.date],
    ].filter(([, v]) => v);
    return [
      'div',
      {
        ...HTMLAttributes,
        'data-block': 'signature',
        class: 'cw-signature',
        contenteditable: 'false',
      },
      ['p', { class: 'cw-party-name' }, String(a.party ?? '')],
      ...(a.statement ? [['p', {}, String(a.statement)]] : []),
      [
        'div',
        { class: 'cw-sign-line', 'aria-label': mark ? 'Signed' : 'Line to sign on' },
        mark?.kind === 'typed'
          ? ['span', { class: 'cw-typed-signature' }, mark.name]
          : mark?.kind === 'image'
            ? ['img', { src: mark.dataUrl, alt: 'Signature' }]
            : ['span', {}, ''],
      ],
      ...captions.map(
        ([label, value]): DOMOutputSpec => [
          'p',
          { class: 'cw-party-detail' },
          ['span', { class: 'cw-caption' }, String(label)],
          ['span', {}, String(value)],
        ],
      ),
    ] as DOMOutputSpec;
  },
});
