import { describe, expect, it } from 'vitest';
import { createLibrarySearch } from '../../documents/library-search.js';
import { loadTemplateLibrary } from '../../documents/template-library.js';
import { composeDraft } from './compose-draft.js';
import { amountsIn, datesIn, extractDetails } from './extract.js';
import { escapeHtml, htmlText, sanitizeDraftHtml } from './html.js';
import { pickTemplates } from './pick-template.js';

const library = createLibrarySearch(loadTemplateLibrary());
const clock = { now: () => new Date('2026-11-27T01:00:00Z') } as never;

describe('reading what the customer said', () => {
  it('finds parties, checked ABNs and ACNs, dates, amounts, the state and the purpose', () => {
    const said = extractDetails(
      'I need a mutual NDA between Harbour Fresh Foods Pty Ltd (ABN 11 123 456 780, ACN 123 456 780) ' +
        'and Coastline Kitchen Equipment Pty Ltd, ABN 12 345 678 901. It starts on 1 December 2026 and ' +
        'the law should be New South Wales. The purpose is to evaluate a joint venture for kitchen fit-outs. ' +
        'Email legal@harbourfresh.com.au.',
    );
    expect(said.parties).toEqual([
      {
        name: 'Harbour Fresh Foods Pty Ltd',
        abn: '11 123 456 780',
        acn: '123 456 780',
        email: 'legal@harbourfresh.com.au',
      },
      { name: 'Coastline Kitchen Equipment Pty Ltd' },
    ]);
    // The second ABN fails its check digits: never filled in, always pointed out.
    expect(said.invalidAbns).toEqual(['12 345 678 901']);
    expect(said.dates).toEqual(['2026-12-01']);
    expect(said.state).toBe('NSW');
    expect(said.purpose).toBe('To evaluate a joint venture for kitchen fit-outs');
  });

  it('reads people named with "between X and Y", and days and amounts however written', () => {
    expect(extractDetails('an NDA between Sophie Nguyen and Tom Becker').parties).toEqual([
      { name: 'Sophie Nguyen' },
      { name: 'Tom Becker' },
    ]);
    expect(datesIn('from 2027-01-05, or 5/1/2027, or 31st March 2027; not 31/02/2027')).toEqual([
      '2027-01-05',
      '2027-01-05',
      '2027-03-31',
    ]);
    expect(amountsIn('a loan of $50,000 at $12.50 a unit, up to $1.5 million, or $20k')).toEqual([
      5_000_000, 1250, 150_000_000, 2_000_000,
    ]);
  });
});

describe('choosing and filling a template', () => {
  it('picks the template the customer asks for from the library', () => {
    expect(pickTemplates(library, 'a mutual non-disclosure agreement')[0]!.id).toBe(
      'mutual-non-disclosure-agreement',
    );
    expect(pickTemplates(library, 'draft a commercial lease for my shop')[0]!.id).toBe(
      'commercial-lease',
    );
    expect(pickTemplates(library, 'a letter of demand for an unpaid invoice')[0]!.id).toBe(
      'letter-of-demand',
    );
  });

  it('drafts an NDA with the parties, date, law and purpose filled and the gaps marked', () => {
    const draft = composeDraft(
      { library, clock },
      'Please draft a mutual NDA between Harbour Fresh Foods Pty Ltd (ABN 11 123 456 780) and ' +
        'Coastline Kitchen Equipment Pty Ltd (ABN 12 345 678 901) dated 1 December 2026, under ' +
        'Queensland law. The purpose is to evaluate a joint venture for commercial kitchens.',
    );
    if (!draft.found) throw new Error('no template found');
    expect(draft.templateId).toBe('mutual-non-disclosure-agreement');
    expect(draft.answers).toMatchObject({
      parties: [
        { name: 'Harbour Fresh Foods Pty Ltd', abn: '11 123 456 780', entityType: 'company' },
        { name: 'Coastline Kitchen Equipment Pty Ltd', entityType: 'company' },
      ],
      agreementDate: '2026-12-01',
      governingLaw: 'QLD',
      purpose: 'To evaluate a joint venture for commercial kitchens',
    });
    expect((draft.answers.parties as { abn?: string }[])[1]!.abn).toBeUndefined();
    const text = htmlText(draft.htmlContent);
    expect(text).toContain('Harbour Fresh Foods Pty Ltd');
    expect(text).toContain('To evaluate a joint venture for commercial kitchens');
    expect(draft.htmlContent).toMatch(/<mark data-gap="true">\[[^\]]+\]<\/mark>/);
    expect(draft.footnotes[0]).toContain('12 345 678 901 is not a valid ABN');
  });

  it('says so when nothing in the library matches', () => {
    const draft = composeDraft({ library, clock }, 'draft me a sonnet about sourdough');
    expect(draft.found).toBe(false);
  });
});

describe('draft HTML', () => {
  it('escapes what the customer typed and keeps only plain structure when a draft is edited', () => {
    expect(escapeHtml('<b>"A & B"</b>')).toBe('&lt;b&gt;&quot;A &amp; B&quot;&lt;/b&gt;');
    const dirty =
      '<article><h2 onclick="x()">Terms</h2><script>alert(1)</script><p style="color:red">Pay <a href="javascript:x">now</a> &amp; <img src=x onerror=alert(1)>later</p><mark data-gap="true" class="x">[Date]</mark><style>p{}</style><p>unclosed';
    expect(sanitizeDraftHtml(dirty)).toBe(
      '<article><h2>Terms</h2><p>Pay now &amp; later</p><mark data-gap="true">[Date]</mark><p>unclosed</p></article>',
    );
    expect(sanitizeDraftHtml('1 < 2 and <unknown>text</unknown>')).toBe('1 &lt; 2 and text');
  });
});
