/**
 * @file ESLint rule `practiceline/web-relative-imports`: in web/src a relative import stays inside its own folder
 * (one feature, or app/, components/, config/, lib/, test/); anything further goes through `@/…`, and domain/
 * through `@domain/…` (the `paths` of web/tsconfig.json). `eslint --fix` rewrites it.
 */
import { dirname, relative, resolve, sep } from "node:path";

const posix = (path) => path.split(sep).join("/");

/** @param {{ webSrc: string, domain: string }} folders absolute paths */
export function webRelativeImports({ webSrc, domain }) {
  const areaOf = (file) => {
    const parts = relative(webSrc, file).split(sep);
    if (parts[0] === "features") return `features/${parts[1]}`;
    return parts.length === 1 ? "web/src" : parts[0];
  };
  return {
    meta: {
      type: "suggestion",
      fixable: "code",
      schema: [],
      messages: { alias: 'Import "{{spec}}" as "{{alias}}": a relative import stays inside {{area}}.' },
    },
    create(context) {
      const file = context.filename;
      if (!file.startsWith(webSrc + sep)) return {};
      const check = (node) => {
        const source = node.source;
        if (source?.type !== "Literal" || typeof source.value !== "string" || !source.value.startsWith(".")) return;
        const target = resolve(dirname(file), source.value);
        let alias;
        if (target.startsWith(domain + sep)) alias = `@domain/${posix(relative(domain, target))}`;
        else if (target.startsWith(webSrc + sep) && areaOf(target) !== areaOf(file))
          alias = `@/${posix(relative(webSrc, target))}`;
        if (!alias) return;
        context.report({
          node: source,
          messageId: "alias",
          data: { spec: source.value, alias, area: areaOf(file) },
          fix: (fixer) => fixer.replaceText(source, JSON.stringify(alias)),
        });
      };
      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
        ImportExpression: check,
      };
    },
  };
}
