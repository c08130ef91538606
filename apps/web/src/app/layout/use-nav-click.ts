import type { TNavItem } from '@app/domain';
import { type MouseEvent, useCallback } from 'react';
import { useTrack } from '../../lib/analytics';
import { isNavigationDisabled } from '../../lib/navigation-disabled';
import type { TNavArea } from './use-main-navigation';

/**
 * The one click handler of every navigation link (sidebar, rail, mobile menu). It blocks the
 * click while navigation is disabled and otherwise reports `nav_click` (SPEC §2.1). Returns
 * whether the navigation may go ahead.
 */
export function useNavClick(area: TNavArea) {
  const track = useTrack();
  return useCallback(
    (item: TNavItem, event: MouseEvent): boolean => {
      // Read the store at click time: a flag set a moment ago must already hold.
      if (isNavigationDisabled()) {
        event.preventDefault();
        event.stopPropagation();
        return false;
      }
      track('nav_click', { item: item.key, to: item.to, area });
      return true;
    },
    [track, area],
  );
}
