import { pageTitle } from '@app/domain';
import { useEffect } from 'react';

/** SPEC §2.3: the browser title is the product name plus the section being shown. */
export function useDocumentTitle(section: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle(section);
  }, [section]);
}
