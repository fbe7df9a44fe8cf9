// The config's `include` (folders, files, globs) as the globs of the editor's `yaml.schemas`
// setting, which maps a schema to files by glob only: a folder becomes its .yaml and .yml
// files at any depth, as the loader reads it. Pure.

/** `annotations/` → `annotations/**\/*.yaml`, `annotations/**\/*.yml`; files and globs as given. */
export function includeGlobs(include: readonly string[]): string[] {
  const globs = include.flatMap((entry) => {
    const path = entry.replace(/^(\.\/)+/, '');
    if (/[*?[\]{}]/.test(path) || /\.ya?ml$/i.test(path)) return [path];
    const folder = path.replace(/\/+$/, '');
    const prefix = folder === '' || folder === '.' ? '' : `${folder}/`;
    return [`${prefix}**/*.yaml`, `${prefix}**/*.yml`];
  });
  return [...new Set(globs)];
}
