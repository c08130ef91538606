import { type PDFPage, type RGB, rgb } from 'pdf-lib';
import type { TFontStack } from '../../../platform/pdf/font-stack.js';
import { wrapText } from '../../../platform/pdf/text-fit.js';
import type { TRow } from './pdf-flow.js';

export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.38, 0.38, 0.42);

export type TTextStyle = { font: TFontStack; size: number; color?: RGB; leading?: number };

/** `text` with only characters the style's faces can draw (see fitToCharset). */
export const fit = (font: TFontStack, text: string): string => font.fit(text);

export const lineHeight = (style: TTextStyle) => style.size * (style.leading ?? 1.4);

/** Where the baseline of a line sits, centring capitals in the line's box. */
export const baseline = (top: number, style: TTextStyle) =>
  top - lineHeight(style) / 2 - style.size * 0.35;

export function drawLine(page: PDFPage, text: string, x: number, y: number, style: TTextStyle) {
  if (!text) return;
  style.font.draw(page, text, { x, y, size: style.size, color: style.color ?? INK });
}

export type TTextRowOptions = {
  align?: 'left' | 'center';
  /** Keep every line with the next item (headings, titles). */
  keepAll?: boolean;
  /** Also drawn on the first line, e.g. a clause's label in the gutter. */
  onFirstLine?: (page: PDFPage, baselineY: number) => void;
};

/**
 * Wrapped text as rows of one line each. The first and the next-to-last lines keep with the
 * line after them, so no paragraph leaves a single line at the foot or head of a page.
 */
export function textRows(
  text: string,
  style: TTextStyle,
  x: number,
  width: number,
  options: TTextRowOptions = {},
): TRow[] {
  // The sum of the text's runs, each in the face that draws it.
  const widthOf = (s: string) => style.font.widthOf(s, style.size);
  const lines = wrapText(fit(style.font, text), width, widthOf);
  const height = lineHeight(style);
  return lines.map((line, i) => {
    const lineX = options.align === 'center' ? x + (width - widthOf(line)) / 2 : x;
    const keepWithNext =
      options.keepAll === true || (lines.length > 1 && (i === 0 || i === lines.length - 2));
    return {
      kind: 'row',
      height,
      keepWithNext,
      draw: (page, top) => {
        const y = baseline(top, style);
        drawLine(page, line, lineX, y, style);
        if (i === 0) options.onFirstLine?.(page, y);
      },
    };
  });
}

/** Text cut to one line of `width` with an ellipsis (the running title in the footer). */
export function truncate(text: string, style: TTextStyle, width: number): string {
  const fitted = fit(style.font, text).replace(/\s+/g, ' ');
  const widthOf = (s: string) => style.font.widthOf(s, style.size);
  if (widthOf(fitted) <= width) return fitted;
  const chars = [...fitted];
  while (chars.length && widthOf(`${chars.join('')}...`) > width) chars.pop();
  return `${chars.join('').trimEnd()}...`;
}
