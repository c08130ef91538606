import type { TNavItem } from '@app/domain';
import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';

type TNavAnchorProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  to: string;
  external?: boolean;
};

/**
 * One anchor for every navigation link: a router Link inside the app, a new tab for
 * external pages (SPEC §2.2 About). Mantine components take it as their `component`.
 */
export function NavAnchor({ to, external, ...rest }: TNavAnchorProps) {
  return external ? (
    <a href={to} target="_blank" rel="noopener noreferrer" {...rest} />
  ) : (
    <Link to={to} {...rest} />
  );
}

export function navItemLinkProps(item: TNavItem) {
  return { component: NavAnchor, to: item.to, external: item.external };
}
