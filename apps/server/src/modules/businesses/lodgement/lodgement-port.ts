/**
 * Lodging forms with the government registers: ASIC (Form 201 to register a company, Form 484
 * to change one, business name registration) and the ABR (ABN applications). The embedded
 * adapter decides offline and at once; a real adapter would speak to an ASIC-approved
 * lodgement agent's API. Areas build the form's data; the port only carries it.
 */
export type TLodgementFormKind =
  | 'ABN_APPLICATION'
  | 'ASIC_201_COMPANY_REGISTRATION'
  | 'ASIC_484_COMPANY_CHANGE'
  | 'BUSINESS_NAME_REGISTRATION';

export type TLodgementRequest = {
  kind: TLodgementFormKind;
  /** The same key answers the same receipt: a retried submit lodges once. */
  idempotencyKey: string;
  /** The lodging customer (for the agent's records). */
  lodgedBy: string;
  /** The form's fields, already validated by the area that built them. */
  form: Record<string, unknown>;
};

/** What the register said. ACCEPTED carries the numbers a registration issued. */
export type TLodgementOutcome =
  | {
      status: 'ACCEPTED';
      reference: string;
      /** Issued by a Form 201 (ACN) or an ABN application (ABN); absent for a change. */
      acn?: string;
      abn?: string;
      decidedAt: Date;
    }
  | { status: 'REJECTED'; reference: string; reason: string; decidedAt: Date }
  | { status: 'PENDING'; reference: string };

export type TLodgement = {
  submit(request: TLodgementRequest): Promise<TLodgementOutcome>;
  /** Asks again about a lodgement that answered PENDING. */
  outcome(reference: string): Promise<TLodgementOutcome>;
};
