import { ActionIcon, Tooltip } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../paths';
import { AI_PANEL_ID } from './ai-panel';

type TAiButtonProps = { panelOpen: boolean; onTogglePanel: () => void };

/**
 * SPEC §2.3: from home it opens the full-screen assistant; elsewhere it toggles the side
 * panel; on the full-screen assistant itself it is disabled.
 */
export function AiButton({ panelOpen, onTogglePanel }: TAiButtonProps) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const onHome = pathname === paths.home();
  const fullScreen = pathname === paths.ai() && searchParams.has('mode');

  return (
    <Tooltip label="AI assistant" withArrow disabled={fullScreen}>
      <ActionIcon
        variant={panelOpen ? 'light' : 'subtle'}
        color={panelOpen ? 'blue' : 'gray'}
        size="lg"
        aria-label="AI assistant"
        aria-expanded={onHome || fullScreen ? undefined : panelOpen}
        aria-controls={onHome || fullScreen ? undefined : AI_PANEL_ID}
        data-testid="ai-button"
        disabled={fullScreen}
        onClick={() => (onHome ? navigate(paths.ai({ mode: 'ask' })) : onTogglePanel())}
      >
        <IconSparkles size={20} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}
