import { type CSSVariablesResolver, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 9 keeps white-on-blue buttons and blue text on light-blue tints (active navigation,
  // avatars) above WCAG AA contrast; Mantine's default shade 6 is below it.
  primaryShade: 9,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // Keyboard users always see where they are; mouse clicks do not leave rings behind.
  focusRing: 'auto',
  headings: { fontWeight: '700' },
  components: {
    // A link inside a sentence must not be told apart by colour alone (WCAG 1.4.1), so every
    // link is underlined; a plain object keeps Anchor's code out of the first download.
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

/** Mantine's default dimmed grey and error red are below AA contrast on white; darker pass. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
