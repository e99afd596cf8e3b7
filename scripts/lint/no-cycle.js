/**
 * @file ESLint rule `practiceline/no-cycle`: no module may reach itself through its imports, `import type` included.
 * `import-x/no-cycle` skips type-only imports and has no option to count them (eslint-plugin-import-x 4.18.1), yet a
 * cycle of types is still two modules that cannot be understood, moved or tested one without the other. This is
 * that rule's search over the same import graph (import-x's ModuleInfo: its resolvers, parsers and cache) with
 * every edge counted. Packages are left out, as `ignoreExternal` did.
 */
import { relative } from "node:path";
import { ModuleInfo } from "eslint-plugin-import-x/core/module-info";
import { moduleVisitor } from "eslint-plugin-import-x/utils";

const isPackage = (path) => path.includes("/node_modules/");

export const noCycle = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      cycle:
        "Dependency cycle: {{route}} (type-only imports count too: give shared types a home that imports neither side).",
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (file === "<text>") return {};
    const name = (path) => relative(context.cwd, path);
    /** Modules whose every import has been followed without reaching this file: no later search needs them again. */
    const cleared = new Set();
    return moduleVisitor((source, importer) => {
      const start = ModuleInfo.get(source.value, context);
      if (start == null || start.path === file || isPackage(start.path) || cleared.has(start.path)) return;
      const route = new Map([[start.path, [name(start.path)]]]);
      const queue = [start];
      while (queue.length > 0) {
        const module = queue.shift();
        for (const [path, edge] of module.getImports()) {
          if (route.has(path) || cleared.has(path) || isPackage(path)) continue;
          const via = [...route.get(module.path), name(path)];
          if (path === file) {
            context.report({ node: importer, messageId: "cycle", data: { route: via.join(" => ") } });
            return;
          }
          const next = edge.resolve();
          if (next == null) continue;
          route.set(path, via);
          queue.push(next);
        }
      }
      for (const path of route.keys()) cleared.add(path);
    });
  },
};
