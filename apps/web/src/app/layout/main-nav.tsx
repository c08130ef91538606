import type { ReactNode } from 'react';
import { useNavigationDisabled } from '../../lib/navigation-disabled';

type TMainNavProps = { id?: string; className?: string; children: ReactNode };

/**
 * The landmark around every rendering of the navigation. While the shared flag is set the
 * whole navigation is dimmed, announced as disabled and ignores pointer input; the click
 * handler (useNavClick) blocks keyboard activation too.
 */
export function MainNav({ id, className, children }: TMainNavProps) {
  const disabled = useNavigationDisabled();
  return (
    <nav
      id={id}
      aria-label="Main navigation"
      aria-disabled={disabled || undefined}
      data-disabled={disabled || undefined}
      className={className}
      style={disabled ? { opacity: 0.4, pointerEvents: 'none' } : undefined}
    >
      {children}
    </nav>
  );
}
