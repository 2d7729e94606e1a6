/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * A crossing is a call from a module of one domain into a module of the other
 * (docs/decisions/0032-deliveries-job-and-hooks.md): here, a call the urgent request's code makes
 * into lib/deliveries, or a function of support's it hands the deliveries to call back. On its way
 * in, a request crosses at most three times: the queue (storeAndSend), before the sends (the
 * `store` step it hands over, which writes the request and names its messages) and the outcome
 * (`afterSends`, settling the page). Counted per call site in the source, so a new call into the
 * deliveries anywhere in the request's modules shows up here.
 *
 * The request's modules are submit.ts and every support module it imports at run time, followed
 * through their own imports, except lib/support/paging.ts: that is the outcome's module, which the
 * deliveries call back (the third crossing), and the outcomes it reads and the follow-ups it
 * queues there are that step's.
 */
const SUPPORT = __dirname;
const OUTCOME_MODULE = "paging.ts";

function parse(file: string): ts.SourceFile {
  const source = fs.readFileSync(path.join(SUPPORT, file), "utf8");
  return ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** The names a module takes at run time from one folder of lib, by local name (type-only imports left out). */
function runtimeImports(source: ts.SourceFile, folder: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (!from.startsWith(`@/lib/${folder}/`)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      if (!element.isTypeOnly)
        names.set(element.name.text, `${from.slice(`@/lib/${folder}/`.length)}:${element.name.text}`);
    }
  }
  return names;
}

/** The support modules a module imports at run time (file names in lib/support). */
function supportModules(source: ts.SourceFile): string[] {
  return [...new Set([...runtimeImports(source, "support").values()].map((name) => `${name.split(":")[0]}.ts`))];
}

/** The functions this module declares by name (function declarations and consts holding one). */
function declaredFunctions(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) names.add(statement.name.text);
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      if (ts.isIdentifier(declaration.name) && value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)))
        names.add(declaration.name.text);
    }
  }
  return names;
}

/** Whether a name imported from lib/support ("module:name") is a function there. */
function supportFunction(imported: string | undefined): boolean {
  if (!imported) return false;
  const [module, name] = imported.split(":") as [string, string];
  return declaredFunctions(parse(`${module}.ts`)).has(name);
}

/** One module's crossings: each call into the deliveries, and each function of support handed to one. */
function crossings(file: string): string[] {
  const source = parse(file);
  const deliveries = runtimeImports(source, "deliveries");
  const support = runtimeImports(source, "support");
  const local = declaredFunctions(source);
  const isFunction = (node: ts.Node) =>
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    (ts.isIdentifier(node) && (local.has(node.text) || supportFunction(support.get(node.text))));
  const describe = (node: ts.Node) => (ts.isIdentifier(node) ? node.text : "an inline function");
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && deliveries.has(node.expression.text)) {
      const callee = deliveries.get(node.expression.text)!;
      found.push(`${file} calls ${callee}`);
      node.arguments.forEach((argument, index) => {
        if (isFunction(argument)) found.push(`${callee} calls back argument ${index + 1}: ${describe(argument)}`);
        if (!ts.isObjectLiteralExpression(argument)) return;
        for (const property of argument.properties) {
          const value = ts.isPropertyAssignment(property)
            ? property.initializer
            : ts.isShorthandPropertyAssignment(property)
              ? property.name
              : ts.isMethodDeclaration(property)
                ? property
                : undefined;
          if (value && (isFunction(value) || ts.isMethodDeclaration(value)))
            found.push(`${callee} calls back ${property.name!.getText(source)}: ${describe(value)}`);
        }
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** submit.ts and the support modules it reaches at run time, the outcome's module left out. */
function requestModules(): string[] {
  const seen = new Set<string>(["submit.ts"]);
  const queue = ["submit.ts"];
  while (queue.length) {
    for (const next of supportModules(parse(queue.shift()!))) {
      if (next === OUTCOME_MODULE || seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return [...seen].sort();
}

describe("an urgent request's crossings into the deliveries", () => {
  it("follows the request through its own modules", () => {
    // Sanity: the modules that build the request's e-mails, pager events and pages are followed.
    expect(requestModules()).toEqual(expect.arrayContaining(["emails.ts", "events.ts", "page-limits.ts", "submit.ts"]));
  });

  it("crosses at most three times: the queue, before the sends, the outcome", () => {
    const found = requestModules().flatMap(crossings);
    expect(found).toEqual([
      "submit.ts calls deliver:storeAndSend",
      "deliver:storeAndSend calls back argument 1: an inline function",
      "deliver:storeAndSend calls back afterSends: settleRequestPage",
    ]);
    expect(found.length).toBeLessThanOrEqual(3);
  });
});
