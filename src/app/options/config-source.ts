// The config file's settings as a run reads them: a type of its own, so the modules that read
// it (resolve-options.ts, targets.ts) need not import each other; and where a setting sits,
// for messages that name its line and column as those about annotation files do.
import { placeOf, type ConfigPlaces } from '../../load/config-places.js';

/** The config file's settings as read (not yet checked), and its name as messages show it. */
export interface ConfigSource {
  file: string;
  values: Record<string, unknown>;
  /** Where the file's settings sit (absent when the settings were not read from a file). */
  places?: ConfigPlaces;
  /** The path of names `values` lie under in the file: `['targets', 'staging']` for a target. */
  under?: readonly string[];
}

/**
 * `observe-annotations.yaml:4:14` (with `, target staging` for a target's setting): where the
 * setting `names` (a setting's name, or the path of names to a member of one) is written in
 * the file; the place of the deepest of them the file places, else the file's name.
 */
export function settingPlace(
  config: ConfigSource,
  names: string | readonly string[],
  part: 'key' | 'value' = 'key',
): string {
  const path = typeof names === 'string' ? [names] : names;
  for (let n = path.length; n > 0; n--) {
    const placed = placeOf(config.places, [...(config.under ?? []), ...path.slice(0, n)], part);
    if (placed === undefined) continue;
    const file = config.places!.file;
    return `${placed}${config.file.startsWith(file) ? config.file.slice(file.length) : ''}`;
  }
  return config.file;
}
