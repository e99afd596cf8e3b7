/**
 * @file The chunks an app shell's screen needs at once, read from the Vite manifest. An app shell shows nothing
 * until its JavaScript has run, and the app finds its chunks one import after another (the entry, then the app,
 * then the screen): listed in the HTML, they all download with it.
 */

export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

/** What every app shell starts before its screen: the app, and the query client every app screen uses. */
export const APP_START_MODULES = ["src/app/start-app.tsx", "src/lib/query-provider.tsx"] as const;

/** The files of `modules` and of everything they import statically, in first-needed order (the entry excluded). */
export function chunkFiles(manifest: Manifest, modules: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    // The entry is the page's own script tag already.
    if (chunk.isEntry) return;
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return files;
}

export function modulePreloadLinks(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join("\n    ");
}
