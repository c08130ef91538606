import { describe, expect, it } from 'vitest';
import { folderPath } from '../api/folders';
import { uploadTypeOf } from '../api/uploads';
import { sameSitePath } from './go-to-folder-page';

describe('going to a folder', () => {
  it('follows only a path on this site as the fallback', () => {
    expect(sameSitePath('/documents/document-library?q=lease')).toBe(
      '/documents/document-library?q=lease',
    );
    for (const unsafe of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      null,
      '',
    ]) {
      expect(sameSitePath(unsafe)).toBe('/documents/my-documents');
    }
  });

  it('walks a folder up to the top for the breadcrumbs', () => {
    const folders = [
      { id: 'a', name: 'Leases', parentId: null },
      { id: 'b', name: '2026', parentId: 'a' },
      { id: 'c', name: 'Signed', parentId: 'b' },
    ];
    expect(folderPath(folders, 'c').map((f) => f.name)).toEqual(['Leases', '2026', 'Signed']);
    expect(folderPath(folders, 'missing')).toEqual([]);
  });
});

describe('choosing the upload type', () => {
  it('reads the extension first, then the browser-reported type', () => {
    expect(uploadTypeOf(new File(['x'], 'lease.PDF'))).toBe('PDF');
    expect(uploadTypeOf(new File(['x'], 'scan', { type: 'image/jpeg' }))).toBe('JPEG');
    expect(uploadTypeOf(new File(['x'], 'setup.exe', { type: 'application/x-msdownload' }))).toBe(
      undefined,
    );
  });
});
