// Rules for files a customer uploads to My documents. The browser uses them to check a file
// before sending it and to show the name it will be stored under; the server enforces them.

export const UPLOAD_FILE_TYPES = ['PDF', 'DOCX', 'PNG', 'JPEG'] as const;
export type TUploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

export const UPLOAD_CONTENT_TYPES: Record<TUploadFileType, string> = {
  PDF: 'application/pdf',
  DOCX: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  PNG: 'image/png',
  JPEG: 'image/jpeg',
};

/** What the file picker offers; the server still sniffs the bytes. */
export const UPLOAD_ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};

export const UPLOAD_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  /** A DOCX is a ZIP: refuse archives that would unpack past these (zip bombs). */
  maxUnpackedBytes: 100 * 1024 * 1024,
  maxArchiveEntries: 2000,
  /** Ordinary Word XML packs 5-20 times smaller; a bomb packs hundreds of times smaller. */
  maxCompressionRatio: 200,
  uploadUrlSeconds: 15 * 60,
  downloadUrlSeconds: 5 * 60,
} as const;

export const UPLOAD_MESSAGES = {
  tooLarge: 'The file is larger than the 20 MB limit.',
  empty: 'The file is empty.',
  typeMismatch: (declared: TUploadFileType) =>
    `The file's contents are not a ${declared} file. Upload a real ${declared} file.`,
  zipBomb: 'The document unpacks to far more than its size. It cannot be accepted.',
  linkExpired: 'This upload link has expired. Start the upload again.',
  linkInvalid: 'This link is not valid.',
  alreadyUploaded: 'A file was already uploaded with this link. Start the upload again.',
  uploadNotFound: 'We could not find that uploaded file. Upload it again.',
  folderNotFound: 'We could not find that folder.',
  folderNameTaken: 'A folder with this name already exists here.',
  passwordIncorrect: 'The password is incorrect.',
  notLocked: 'This PDF is not password protected.',
  onlyPdf: 'Only PDF files can be unlocked.',
} as const;

/** The type a file name's extension suggests, for pre-filling the upload form. */
export function uploadTypeFromName(name: string): TUploadFileType | undefined {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  if (ext === 'pdf') return 'PDF';
  if (ext === 'docx') return 'DOCX';
  if (ext === 'png') return 'PNG';
  if (ext === 'jpg' || ext === 'jpeg') return 'JPEG';
  return undefined;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** UTC yyyyMMddTHHmmssSSS: sorts as text, and safe in any file system. */
export function uploadTimestamp(now: Date): string {
  return (
    `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}` +
    `T${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}` +
    pad(now.getUTCMilliseconds(), 3)
  );
}

/**
 * SPEC §5: an uploaded file's name gets a timestamp inserted before the extension
 * (lease.pdf -> lease-20261121T101530123.pdf). Characters that could reach a path or a
 * header are replaced, so the name is safe to store and to send back.
 */
export function uploadedFileName(originalName: string, now: Date): string {
  const leaf = originalName.split(/[\\/]/).pop() ?? '';
  const dot = leaf.lastIndexOf('.');
  const hasExt = dot > 0 && dot < leaf.length - 1;
  const base = hasExt ? leaf.slice(0, dot) : leaf;
  const ext = hasExt ? leaf.slice(dot + 1) : '';
  const safeBase =
    base
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9._ -]+/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .replace(/\.+/g, '.')
      .replace(/^[.-]+/, '')
      .slice(0, 100) || 'file';
  const safeExt = ext
    .replace(/[^A-Za-z0-9]+/g, '')
    .toLowerCase()
    .slice(0, 10);
  const stamped = `${safeBase}-${uploadTimestamp(now)}`;
  return safeExt ? `${stamped}.${safeExt}` : stamped;
}

/** A stored name as uploadedFileName makes it; anything else is refused at the edge. */
export const UPLOADED_FILE_NAME_PATTERN =
  /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}-\d{8}T\d{9}(\.[a-z0-9]{1,10})?$/;

/** What the first bytes of a file really are. DOCX shows as ZIP until its parts are checked. */
export type TSniffedType = 'PDF' | 'PNG' | 'JPEG' | 'ZIP';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4: a ZIP that starts with a file entry

/**
 * Sniffs the real type from the first bytes (8 are enough). The marker must come first:
 * readers that tolerate leading junk would otherwise let another file pass as a PDF.
 */
export function sniffFileType(head: Uint8Array): TSniffedType | undefined {
  if (startsWith(head, PDF_MAGIC)) return 'PDF';
  if (startsWith(head, PNG_MAGIC)) return 'PNG';
  if (startsWith(head, JPEG_MAGIC)) return 'JPEG';
  if (startsWith(head, ZIP_MAGIC)) return 'ZIP';
  return undefined;
}

/** Whether the sniffed bytes may be the declared type (a DOCX still needs its parts checked). */
export function sniffMatches(declared: TUploadFileType, sniffed: TSniffedType | undefined) {
  return declared === 'DOCX' ? sniffed === 'ZIP' : sniffed === declared;
}

/** The parts every Word document has; a ZIP without them is not a DOCX. */
export const DOCX_REQUIRED_PARTS = ['[Content_Types].xml', 'word/document.xml'] as const;

/** How a My documents entry came to be: answered from a template, or uploaded as a file. */
export const DOCUMENT_KINDS = ['template', 'upload'] as const;
export type TDocumentKind = (typeof DOCUMENT_KINDS)[number];
