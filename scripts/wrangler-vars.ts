/** @file The production Worker's plain settings as wrangler.toml writes them. */

/** What is set under `[vars]` in a wrangler.toml (the production Worker's plain settings), by name. */
export function plainVars(toml: string): Record<string, string> {
  const vars: Record<string, string> = {};
  let inVars = false;
  for (const line of toml.split("\n")) {
    const section = /^\s*\[\[?([^\]]+)\]\]?\s*$/.exec(line);
    if (section) inVars = section[1]!.trim() === "vars";
    else if (inVars) {
      const entry = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
      if (entry) vars[entry[1]!] = entry[2]!.replace(/^(["'])(.*)\1$/, "$2");
    }
  }
  return vars;
}
