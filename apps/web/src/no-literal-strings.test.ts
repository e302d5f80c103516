import { describe, expect, it } from 'vitest';
import ts from 'typescript';

/**
 * Every user-facing text comes from the locale files (four languages). This scan fails when one
 * is written in a component instead: JSX text with letters (CJK included) or a currency sign, and
 * string literals given to the props that show text. Tests are not scanned.
 */
const sources = import.meta.glob<string>(['./**/*.tsx', '!./**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Props (JSX attributes, and the same keys in option objects such as menu items) that show text. */
const TEXT_PROPS = new Set([
  'title',
  'placeholder',
  'label',
  'alt',
  'aria-label',
  'content',
  'okText',
  'cancelText',
  'description',
  'tooltip',
]);

/** Texts that are the same in every language. Keep it tiny. */
const ALLOWED = new Set(['¥']);

const FLAGGED = /[\p{L}\p{Sc}]/u;

export interface Finding {
  file: string;
  line: number;
  text: string;
}

/** The literal texts an expression can evaluate to (not those inside calls, such as `t('key')`). */
function literalTexts(node: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isTemplateExpression(node)) return [node.head, ...node.templateSpans.map((s) => s.literal)];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return literalTexts(node.expression);
  if (ts.isConditionalExpression(node))
    return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    // What the expression can evaluate to: `a && 'x'` gives 'x'; `a === 'x'` gives a boolean.
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return literalTexts(node.right);
    if (
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.PlusToken
    ) {
      return [...literalTexts(node.left), ...literalTexts(node.right)];
    }
  }
  return [];
}

const textOf = (node: ts.Node): string =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateHead(node) ||
  ts.isTemplateMiddle(node) ||
  ts.isTemplateTail(node)
    ? node.text
    : node.getText();

const propName = (name: ts.Node): string | undefined =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;

export function scan(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    const trimmed = text.trim();
    if (!trimmed || !FLAGGED.test(trimmed) || ALLOWED.has(trimmed)) return;
    findings.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: trimmed });
  };
  const check = (node: ts.Expression | undefined) => {
    if (node) for (const literal of literalTexts(node)) report(literal, textOf(literal));
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText())) {
      const init = node.initializer;
      if (init && ts.isStringLiteral(init)) report(init, init.text);
      else if (init && ts.isJsxExpression(init)) check(init.expression);
    } else if (ts.isPropertyAssignment(node) && TEXT_PROPS.has(propName(node.name) ?? '')) {
      check(node.initializer);
    } else if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      check(node.expression); // {'text'} as a child
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}

describe('no user-facing string outside the locale files', () => {
  it('finds none in the components', () => {
    const findings = Object.entries(sources).flatMap(([file, source]) => scan(file, source));
    expect(findings.map((f) => `${f.file}:${f.line} ${JSON.stringify(f.text)}`)).toEqual([]);
  });

  it('catches JSX text, text props and option objects, but not keys passed to t()', () => {
    const source = `
      export const A = () => (
        <div title="Orders" aria-label={'订单'}>
          Hello
          {'world'}
          <Input placeholder={x ? 'Search' : t('search')} />
          {mode === 'top' && <b>{n}</b>}
          {shown && 'Ready'}
          <Button tooltip={\`Save \${n}\`} />
          <span title="404" />{'¥'}
          {t('orders.title')} ·{' '}
        </div>
      );
      const items = [{ key: 'a', label: 'Close all' }, { key: 'b', label: t('close') }];
      modal.confirm({ title: '退出提示', content: t('logout') });
    `;
    expect(scan('a.tsx', source).map((f) => f.text)).toEqual([
      'Orders',
      '订单',
      'Hello',
      'world',
      'Search',
      'Ready',
      'Save',
      'Close all',
      '退出提示',
    ]);
  });
});
