import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../shared/validation.js';
import {
  ZAddUploadDocument,
  ZCreateFolder,
  ZMyDocumentUpload,
  ZUnlockPdf,
} from './upload-schemas.js';
import {
  sniffFileType,
  sniffMatches,
  UPLOADED_FILE_NAME_PATTERN,
  uploadedFileName,
  uploadTypeFromName,
} from './uploads.js';

const at = new Date('2026-11-21T10:15:30.123Z');
const bytes = (...b: number[]) => new Uint8Array(b);
const ascii = (s: string) => new Uint8Array([...s].map((c) => c.charCodeAt(0)));

describe('uploaded file names', () => {
  it('inserts a timestamp before the extension', () => {
    expect(uploadedFileName('lease.pdf', at)).toBe('lease-20261121T101530123.pdf');
    expect(uploadedFileName('Annual Report.v2.DOCX', at)).toBe(
      'Annual-Report.v2-20261121T101530123.docx',
    );
    expect(uploadedFileName('notes', at)).toBe('notes-20261121T101530123');
  });

  it('keeps only characters that are safe in a path and a header', () => {
    expect(uploadedFileName('../../etc/passwd', at)).toBe('passwd-20261121T101530123');
    expect(uploadedFileName('C:\\Users\\me\\Café "deal".pdf', at)).toBe(
      'Cafe-deal-20261121T101530123.pdf',
    );
    expect(uploadedFileName('.pdf', at)).toBe('pdf-20261121T101530123');
    expect(uploadedFileName('???.png', at)).toBe('file-20261121T101530123.png');
    expect(uploadedFileName(`${'a'.repeat(300)}.pdf`, at)).toHaveLength(100 + 19 + 4);
  });

  it('makes names the stored-name pattern accepts, and only those', () => {
    for (const name of ['lease.pdf', 'x', 'Café menu.JPG', '../../a b.c.d.png']) {
      expect(uploadedFileName(name, at)).toMatch(UPLOADED_FILE_NAME_PATTERN);
    }
    for (const bad of ['lease.pdf', '../lease-20261121T101530123.pdf', 'a/b-20261121T101530123']) {
      expect(bad).not.toMatch(UPLOADED_FILE_NAME_PATTERN);
    }
  });

  it('guesses the type from the extension', () => {
    expect(uploadTypeFromName('a.PDF')).toBe('PDF');
    expect(uploadTypeFromName('a.jpg')).toBe('JPEG');
    expect(uploadTypeFromName('a.docx')).toBe('DOCX');
    expect(uploadTypeFromName('a.exe')).toBeUndefined();
  });
});

describe('sniffing the real type', () => {
  it('recognises each supported type from its first bytes', () => {
    expect(sniffFileType(ascii('%PDF-1.7\n'))).toBe('PDF');
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('PNG');
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('JPEG');
    expect(sniffFileType(bytes(0x50, 0x4b, 0x03, 0x04, 20))).toBe('ZIP');
  });

  it('does not recognise programs, text, or a marker that does not come first', () => {
    expect(sniffFileType(ascii('MZ\x90\x00 This program cannot be run'))).toBeUndefined();
    expect(sniffFileType(ascii('hello, this is text'))).toBeUndefined();
    expect(sniffFileType(ascii('junk %PDF-1.7'))).toBeUndefined();
    expect(sniffFileType(bytes())).toBeUndefined();
  });

  it('matches a declared type only to its own bytes', () => {
    expect(sniffMatches('PDF', 'PDF')).toBe(true);
    expect(sniffMatches('DOCX', 'ZIP')).toBe(true);
    expect(sniffMatches('DOCX', 'PNG')).toBe(false);
    expect(sniffMatches('PDF', undefined)).toBe(false);
    expect(sniffMatches('JPEG', 'PNG')).toBe(false);
  });
});

describe('upload inputs', () => {
  const errors = (schema: { safeParse(v: unknown): any }, v: unknown) => {
    const r = schema.safeParse(v);
    return r.success ? {} : fieldErrors(r.error);
  };

  it('names the field when the file type is not one we take', () => {
    expect(errors(ZMyDocumentUpload, { fileName: 'a.exe', fileType: 'EXE', userId: 'u' })).toEqual({
      fileType: 'Choose a PDF, DOCX, PNG, JPEG file',
    });
    expect(ZMyDocumentUpload.parse({ fileName: 'a.jpg', fileType: 'jpg', userId: 'u' })).toEqual({
      fileName: 'a.jpg',
      fileType: 'JPEG',
      userId: 'u',
    });
  });

  it('reads a missing folder as the top level', () => {
    const input = {
      originalFileName: 'lease.pdf',
      uploadedFileName: 'lease-20261121T101530123.pdf',
    };
    expect(ZAddUploadDocument.parse(input).folderId).toBeNull();
    expect(errors(ZAddUploadDocument, { ...input, uploadedFileName: '../x' })).toHaveProperty(
      'uploadedFileName',
    );
  });

  it('needs a file and a password to unlock', () => {
    expect(errors(ZUnlockPdf, { metadata: {}, replaceInput: { password: 'x' } }).metadata).toBe(
      'Give fileId or uploadedFileName',
    );
    expect(
      errors(ZUnlockPdf, { metadata: { fileId: 'f' }, replaceInput: { password: '' } })[
        'replaceInput.password'
      ],
    ).toBe('Enter the password');
    expect(
      ZUnlockPdf.parse({ metadata: { fileId: 'f' }, replaceInput: { password: 'p' } }).replaceInput
        .replace,
    ).toBe(false);
  });

  it('trims folder names and refuses blank ones', () => {
    expect(ZCreateFolder.parse({ name: '  Leases ' })).toEqual({ name: 'Leases', parentId: null });
    expect(errors(ZCreateFolder, { name: '   ' }).name).toBe('Give the folder a name');
  });
});
