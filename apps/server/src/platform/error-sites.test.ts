import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A user reads every AppError's message and field problems, so each must come from the
// message catalogue (SPEC §8 and the area catalogues): words written at the throw would
// drift from the catalogue's wording. This walks every `new AppError(...)` in the server's
// source and refuses text written in place. Punctuation joining catalogue entries to a
// field name (`${field}: ${problem}`) is allowed; a letter written in place is not.

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const hasWords = (text: string) => /\p{L}/u.test(text);

/** Words written in place within an expression that becomes a user's message. */
function inlineWords(node: ts.Node, file: ts.SourceFile, seen = new Set<ts.Node>()): string[] {
  if (seen.has(node)) return [];
  seen.add(node);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return hasWords(node.text) ? [node.text] : [];
  }
  if (ts.isTemplateExpression(node)) {
    const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
    const found = parts.filter(hasWords);
    return [...found, ...node.templateSpans.flatMap((s) => inlineWords(s.expression, file, seen))];
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) {
    return inlineWords(node.expression, file, seen);
  }
  if (ts.isConditionalExpression(node)) {
    return [...inlineWords(node.whenTrue, file, seen), ...inlineWords(node.whenFalse, file, seen)];
  }
  if (ts.isBinaryExpression(node)) {
    return [...inlineWords(node.left, file, seen), ...inlineWords(node.right, file, seen)];
  }
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.flatMap((p) => {
      if (ts.isPropertyAssignment(p)) return inlineWords(p.initializer, file, seen);
      if (ts.isShorthandPropertyAssignment(p)) return inlineWords(p.name, file, seen);
      return [];
    });
  }
  if (ts.isIdentifier(node)) {
    // A local constant holding the message: look at what its nearest declaration was given.
    const initializer = declaredValue(node);
    return initializer ? inlineWords(initializer, file, seen) : [];
  }
  // Catalogue entries (MESSAGES.x, BILLING_MESSAGES.y(name), TABLE[key]) and values
  // handed in from elsewhere.
  return [];
}

/** The value given to the nearest declaration of `name` in the scopes around it. */
function declaredValue(name: ts.Identifier): ts.Expression | undefined {
  for (let scope: ts.Node | undefined = name.parent; scope; scope = scope.parent) {
    if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) continue;
    for (const statement of scope.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const d of statement.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.name.text === name.text) return d.initializer;
      }
    }
  }
  return undefined;
}

type TSite = { at: string; words: string[] };

function errorSites(name: string, text: string): TSite[] {
  const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const sites: TSite[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'AppError'
    ) {
      const [, message, opts] = node.arguments ?? [];
      const words = message ? inlineWords(message, file) : [];
      if (opts && ts.isObjectLiteralExpression(opts)) {
        for (const p of opts.properties) {
          const name = p.name && ts.isIdentifier(p.name) ? p.name.text : '';
          if (name !== 'fields') continue;
          if (ts.isPropertyAssignment(p)) words.push(...inlineWords(p.initializer, file));
          if (ts.isShorthandPropertyAssignment(p)) words.push(...inlineWords(p.name, file));
        }
      }
      const { line } = file.getLineAndCharacterOfPosition(node.getStart());
      sites.push({ at: `${name}:${line + 1}`, words });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return sites;
}

describe('error messages', () => {
  const sites = sourceFiles(SRC).flatMap((path) =>
    errorSites(relative(SRC, path), readFileSync(path, 'utf8')),
  );

  it('finds the error sites (the walk itself works)', () => {
    expect(sites.length).toBeGreaterThan(50);
  });

  it('come from the catalogue at every AppError site, message and field problems alike', () => {
    const inline = sites.filter((s) => s.words.length > 0);
    expect(inline).toEqual([]);
  });

  it('are refused when written in place (the check catches what it is for)', () => {
    const sample = [
      "throw new AppError('BAD_INPUT', 'That is wrong.');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text holding a template
      "throw new AppError('CONFLICT', `You have ${n} items.`);",
      "const message = 'Nope.'; throw new AppError('BAD_INPUT', message, {});",
      "throw new AppError('BAD_INPUT', MESSAGES.badInput, { fields: { email: 'is wrong' } });",
      "throw new AppError('INTERNAL', x ?? 'Something broke.');",
    ];
    for (const code of sample) {
      const [site] = errorSites('sample.ts', code);
      expect(site?.words, code).not.toEqual([]);
    }
  });
});
