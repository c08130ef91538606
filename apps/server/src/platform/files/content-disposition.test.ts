import { describe, expect, it } from 'vitest';
import { attachmentDisposition, downloadFileName } from './content-disposition.js';

describe('download file names', () => {
  it("end in the real type's extension, whatever the customer called the file", () => {
    expect(downloadFileName('invoice.html', 'application/pdf')).toBe('invoice.pdf');
    expect(downloadFileName('invoice.HTML', 'application/pdf')).toBe('invoice.pdf');
    expect(downloadFileName('notes', 'application/pdf')).toBe('notes.pdf');
    expect(downloadFileName('photo.svg', 'image/png')).toBe('photo.png');
    expect(downloadFileName('trailing.html.', 'application/pdf')).toBe('trailing.html.pdf');
    expect(
      downloadFileName(
        'lease.exe',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    ).toBe('lease.docx');
  });

  it('keep a name that already has a right extension, in any case', () => {
    expect(downloadFileName('Lease.PDF', 'application/pdf')).toBe('Lease.PDF');
    expect(downloadFileName('scan.jpg', 'image/jpeg')).toBe('scan.jpg');
    expect(downloadFileName('scan.jpeg', 'image/jpeg; charset=binary')).toBe('scan.jpeg');
    expect(downloadFileName('Agreement v1.2', 'application/pdf')).toBe('Agreement v1.2.pdf');
  });

  it('apply to both names of the attachment header', () => {
    expect(
      attachmentDisposition({
        name: 'évil "quote".html',
        asciiFallback: 'evil-20261121T000000000.html',
        contentType: 'application/pdf',
      }),
    ).toBe(
      `attachment; filename="evil-20261121T000000000.pdf"; filename*=UTF-8''%C3%A9vil%20%22quote%22.pdf`,
    );
  });

  it('survive a name with an unpaired surrogate', () => {
    expect(
      attachmentDisposition({
        name: 'a\uD800.pdf',
        asciiFallback: 'a.pdf',
        contentType: 'application/pdf',
      }),
    ).toBe(`attachment; filename="a.pdf"; filename*=UTF-8''a%EF%BF%BD.pdf`);
  });
});
