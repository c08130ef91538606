import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBold,
  IconH1,
  IconH2,
  IconH3,
  IconItalic,
  IconList,
  IconListNumbers,
} from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';

type TTool = {
  label: string;
  icon: ReactNode;
  run: (e: Editor) => void;
  active?: (e: Editor) => boolean;
  enabled?: (e: Editor) => boolean;
};

const TOOLS: TTool[] = [
  {
    label: 'Bold',
    icon: <IconBold size={18} />,
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    label: 'Italic',
    icon: <IconItalic size={18} />,
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  ...([1, 2, 3] as const).map(
    (level): TTool => ({
      label: `Heading ${level}`,
      icon:
        level === 1 ? (
          <IconH1 size={18} />
        ) : level === 2 ? (
          <IconH2 size={18} />
        ) : (
          <IconH3 size={18} />
        ),
      run: (e) => e.chain().focus().toggleHeading({ level }).run(),
      active: (e) => e.isActive('heading', { level }),
    }),
  ),
  {
    label: 'Numbered clause',
    icon: <IconListNumbers size={18} />,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    label: 'Bulleted list',
    icon: <IconList size={18} />,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    label: 'Undo',
    icon: <IconArrowBackUp size={18} />,
    run: (e) => e.chain().focus().undo().run(),
    enabled: (e) => e.can().undo(),
  },
  {
    label: 'Redo',
    icon: <IconArrowForwardUp size={18} />,
    run: (e) => e.chain().focus().redo().run(),
    enabled: (e) => e.can().redo(),
  },
];

/**
 * The formatting toolbar, in the ARIA toolbar pattern: one tab stop, arrow keys move between
 * the buttons, and each button says what it does and whether it is on.
 */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      TOOLS.map((tool) => ({
        active: tool.active?.(e) ?? false,
        enabled: tool.enabled?.(e) ?? true,
      })),
  });
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusAt = (i: number) => refs.current[(i + TOOLS.length) % TOOLS.length]?.focus();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = refs.current.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: TOOLS.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined || at < 0) return;
    event.preventDefault();
    focusAt(to);
  };

  return (
    <Group
      role="toolbar"
      aria-label="Formatting"
      aria-controls="document-editor"
      gap={4}
      wrap="wrap"
      onKeyDown={onKeyDown}
    >
      {TOOLS.map((tool, i) => {
        const s = state[i] ?? { active: false, enabled: true };
        return (
          <Tooltip key={tool.label} label={tool.label} openDelay={400}>
            <ActionIcon
              ref={(el) => {
                refs.current[i] = el;
              }}
              variant={s.active ? 'filled' : 'subtle'}
              color={s.active ? 'blue' : 'gray'}
              size="lg"
              aria-label={tool.label}
              aria-pressed={tool.active ? s.active : undefined}
              disabled={!s.enabled}
              tabIndex={i === 0 ? 0 : -1}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => tool.run(editor)}
            >
              {tool.icon}
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}
