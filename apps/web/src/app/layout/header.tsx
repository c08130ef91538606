import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMenu2, IconSearch } from '@tabler/icons-react';
import type { TSessionUser } from '../../lib/session';
import { AiButton } from './ai-button';
import { AvatarMenu } from './avatar-menu';
import { Logo } from './logo';
import { NotificationsButton } from './notifications-button';
import type { TMainNavigation } from './use-main-navigation';

type THeaderProps = {
  user: TSessionUser;
  navigation: TMainNavigation;
  sectionLabel: string | undefined;
  editor: boolean;
  menuOpen: boolean;
  aiPanelOpen: boolean;
  onOpenMenu: () => void;
  onOpenSearch: () => void;
  onToggleAiPanel: () => void;
};

/**
 * Below the tablet breakpoint: menu button, logo, search. From it up: the page's title (its
 * navigation section, or the route's own title outside the navigation).
 * Both: AI, notifications (never for lawyers, SPEC §6) and the avatar menu.
 */
export function Header(props: THeaderProps) {
  const { user, navigation, sectionLabel, editor, menuOpen, aiPanelOpen } = props;
  return (
    <header className="cw-header" data-testid="header" data-editor={editor || undefined}>
      <Group gap={6} wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap" hiddenFrom="md">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            data-testid="menu-button"
            onClick={props.onOpenMenu}
          >
            <IconMenu2 size={22} aria-hidden="true" />
          </ActionIcon>
          <Logo />
        </Group>
        <Text
          className="cw-header-title"
          visibleFrom="md"
          fw={600}
          size="lg"
          data-testid="header-title"
        >
          {sectionLabel}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          hiddenFrom="md"
          aria-label="Open search"
          aria-haspopup="dialog"
          data-testid="search-button"
          onClick={props.onOpenSearch}
        >
          <IconSearch size={20} aria-hidden="true" />
        </ActionIcon>
        <AiButton panelOpen={aiPanelOpen} onTogglePanel={props.onToggleAiPanel} />
        {!user.isLawyer && <NotificationsButton />}
        <AvatarMenu user={user} items={navigation.avatarMenu} />
      </Group>
    </header>
  );
}
