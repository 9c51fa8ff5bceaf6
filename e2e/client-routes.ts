import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Reads the client's route table from its source, so a spec can check that it visits every
 * route without importing React into Node. The router is parsed, not evaluated: a route whose
 * path this reader cannot work out makes it throw rather than be skipped.
 */

const CLIENT = path.join(import.meta.dirname, '..', 'src', 'client');
const ROUTER_FILE = path.join(CLIENT, 'app', 'router.tsx');
const DASHBOARD_TABS_FILE = path.join(CLIENT, 'app', 'admin', 'dashboard-tabs.tsx');

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function unreadable(node: ts.Node, what: string): Error {
  const source = node.getSourceFile();
  const { line } = source.getLineAndCharacterOfPosition(node.getStart());
  return new Error(`${path.basename(source.fileName)}:${line + 1}: cannot read ${what}`);
}

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

function property(object: ts.ObjectLiteralExpression, name: string) {
  return object.properties.find(
    (candidate) =>
      (ts.isPropertyAssignment(candidate) || ts.isShorthandPropertyAssignment(candidate)) &&
      ts.isIdentifier(candidate.name) &&
      candidate.name.text === name,
  );
}

function stringValue(node: ts.Expression): string | null {
  const value = unwrap(node);
  return ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value) ? value.text : null;
}

function join(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  const base = parent.endsWith('/') ? parent : `${parent}/`;
  return `${base}${child}`;
}

/**
 * The paths of one route object (its own, or its children's when it only groups them), given
 * the path of its parent and the values of a `.map((name) => …)` it sits in.
 */
function routePaths(
  node: ts.Expression,
  parent: string,
  bound: Map<string, string> = new Map(),
): string[] {
  const route = unwrap(node);
  if (!ts.isObjectLiteralExpression(route)) throw unreadable(route, 'a route object');

  const pathProperty = property(route, 'path');
  let own: string | null = null;
  if (pathProperty && ts.isPropertyAssignment(pathProperty)) {
    const initializer = unwrap(pathProperty.initializer);
    own = ts.isIdentifier(initializer)
      ? (bound.get(initializer.text) ?? null)
      : stringValue(initializer);
    if (own === null) throw unreadable(pathProperty, 'a route path');
  } else if (pathProperty && ts.isShorthandPropertyAssignment(pathProperty)) {
    own = bound.get(pathProperty.name.text) ?? null;
    if (own === null) throw unreadable(pathProperty, 'a route path');
  }
  const here = own === null ? parent : join(parent, own);

  const childrenProperty = property(route, 'children');
  if (childrenProperty && ts.isPropertyAssignment(childrenProperty)) {
    const children = unwrap(childrenProperty.initializer);
    if (!ts.isArrayLiteralExpression(children)) throw unreadable(children, 'route children');
    return routeList(children, here);
  }

  const index = property(route, 'index');
  if (
    index &&
    ts.isPropertyAssignment(index) &&
    index.initializer.kind === ts.SyntaxKind.TrueKeyword
  ) {
    return [parent];
  }
  if (own === null) throw unreadable(route, 'a route without path, index or children');
  return [here];
}

/** `...['a', 'b'].map((name) => ({ path: name, … }))`: one route per string. */
function mappedRoutes(spread: ts.SpreadElement, parent: string): string[] {
  const call = unwrap(spread.expression);
  if (
    !ts.isCallExpression(call) ||
    !ts.isPropertyAccessExpression(call.expression) ||
    call.expression.name.text !== 'map'
  ) {
    throw unreadable(spread, 'a spread of routes');
  }
  const values = unwrap(call.expression.expression);
  const mapper = call.arguments[0];
  if (
    !ts.isArrayLiteralExpression(values) ||
    !mapper ||
    !ts.isArrowFunction(mapper) ||
    mapper.parameters.length !== 1
  ) {
    throw unreadable(spread, 'a mapped route list');
  }
  const parameter = mapper.parameters[0]?.name;
  if (!parameter || !ts.isIdentifier(parameter) || ts.isBlock(mapper.body)) {
    throw unreadable(mapper, 'a route mapper');
  }
  return values.elements.flatMap((element) => {
    const value = stringValue(element as ts.Expression);
    if (value === null) throw unreadable(element, 'a mapped route path');
    return routePaths(mapper.body as ts.Expression, parent, new Map([[parameter.text, value]]));
  });
}

function routeList(list: ts.ArrayLiteralExpression, parent: string): string[] {
  return list.elements.flatMap((element) =>
    ts.isSpreadElement(element) ? mappedRoutes(element, parent) : routePaths(element, parent),
  );
}

/** The array a top-level `const` of the file is set to (`export const routes = [...]`). */
function constArray(source: ts.SourceFile, name: string): ts.ArrayLiteralExpression {
  const declaration = source.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations)
    .find((candidate) => ts.isIdentifier(candidate.name) && candidate.name.text === name);
  const list = declaration?.initializer && unwrap(declaration.initializer);
  if (!list) throw new Error(`${path.basename(source.fileName)}: no ${name} list`);
  if (!ts.isArrayLiteralExpression(list)) throw unreadable(list, `the ${name} list`);
  return list;
}

/** Every path of the client router (`/`, `/home`, `/reset-password/:token`, `/*`, …). */
export function clientRoutePaths(): string[] {
  return routeList(constArray(parse(ROUTER_FILE), 'routes'), '/');
}

/** The `value` of every tab of the admin dashboard (`?tab=events`, …), in order. */
export function dashboardTabValues(): string[] {
  return constArray(parse(DASHBOARD_TABS_FILE), 'TABS').elements.map((element) => {
    const tab = unwrap(element as ts.Expression);
    const value = ts.isObjectLiteralExpression(tab) ? property(tab, 'value') : undefined;
    const text = value && ts.isPropertyAssignment(value) ? stringValue(value.initializer) : null;
    if (text === null) throw unreadable(element, 'a dashboard tab value');
    return text;
  });
}
