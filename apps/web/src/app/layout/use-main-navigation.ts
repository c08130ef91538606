import {
  CUSTOMER_AVATAR_MENU,
  CUSTOMER_NAVIGATION,
  LAWYER_AVATAR_MENU,
  LAWYER_NAVIGATION,
  navigationForTenant,
  type TAvatarMenuItem,
  type TNavItem,
} from '@app/domain';
import { useMemo } from 'react';
import type { TSessionUser } from '../../lib/session';

export type TNavArea = 'customer' | 'lawyer';

export type TMainNavigation = {
  area: TNavArea;
  items: TNavItem[];
  avatarMenu: readonly TAvatarMenuItem[];
};

/** SPEC §2.1/§2.2/§6: lawyers get their own navigation; customers see their tenant's items. */
export function mainNavigationFor(
  user: Pick<TSessionUser, 'isLawyer' | 'tenant'>,
): TMainNavigation {
  return user.isLawyer
    ? {
        area: 'lawyer',
        items: navigationForTenant(LAWYER_NAVIGATION, user.tenant),
        avatarMenu: LAWYER_AVATAR_MENU,
      }
    : {
        area: 'customer',
        items: navigationForTenant(CUSTOMER_NAVIGATION, user.tenant),
        avatarMenu: CUSTOMER_AVATAR_MENU,
      };
}

export function useMainNavigation(user: TSessionUser): TMainNavigation {
  return useMemo(() => mainNavigationFor(user), [user]);
}
