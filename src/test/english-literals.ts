import ts from 'typescript';

/** Props whose text a person reads or hears. */
const VISIBLE_PROPS = new Set([
  'alt',
  'aria-label',
  'aria-valuetext',
  'helperText',
  'hint',
  'intro',
  'label',
  'placeholder',
  'title',
  'titleAccess',
]);

/** Words that are the same in every language here (the glossary keeps them). */
const SAME_IN_EVERY_LANGUAGE = /^(OTP|PAN|INR|QR|UPI|80G)$/;

/** Whether a literal's text is words a person would read: two letters in a row, not a symbol. */
function isEnglishWords(text: string): boolean {
  const trimmed = text.trim();
  return /[A-Za-z]{2,}/.test(trimmed) && !SAME_IN_EVERY_LANGUAGE.test(trimmed);
}

export interface EnglishLiteral {
  line: number;
  text: string;
}

/**
 * The string literals of an expression that would be shown as they are: the expression itself,
 * either side of a condition, the right of `&&` or `||`, and template literals. A literal used
 * otherwise (compared, indexed, passed to a call) is not shown as it is.
 */
function shownLiterals(expression: ts.Expression | undefined): ts.Node[] {
  if (!expression) return [];
  if (ts.isParenthesizedExpression(expression)) return shownLiterals(expression.expression);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    return [expression];
  }
  if (ts.isTemplateExpression(expression)) return [expression];
  if (ts.isConditionalExpression(expression)) {
    return [...shownLiterals(expression.whenTrue), ...shownLiterals(expression.whenFalse)];
  }
  if (
    ts.isBinaryExpression(expression) &&
    [
      ts.SyntaxKind.AmpersandAmpersandToken,
      ts.SyntaxKind.BarBarToken,
      ts.SyntaxKind.QuestionQuestionToken,
    ].includes(expression.operatorToken.kind)
  ) {
    return [...shownLiterals(expression.left), ...shownLiterals(expression.right)];
  }
  return [];
}

function literalText(node: ts.Node, source: ts.SourceFile): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  if (ts.isJsxText(node)) return node.text;
  return node.getText(source);
}

/**
 * The English a component shows outside the catalogues: JSX text, and literals given to a
 * visible prop or put in the markup as they are.
 */
export function englishLiterals(fileName: string, code: string): EnglishLiteral[] {
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: EnglishLiteral[] = [];
  const report = (node: ts.Node) => {
    const text = literalText(node, source);
    if (!isEnglishWords(text)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({ line: line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node);
    else if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(source))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(value);
      else if (value && ts.isJsxExpression(value)) shownLiterals(value.expression).forEach(report);
    } else if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent)) {
      shownLiterals(node.expression).forEach(report);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
