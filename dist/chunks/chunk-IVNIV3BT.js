import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  OptionError
} from "./chunk-LG26PJLV.js";
import {
  DEFAULT_PATHS,
  parseOr,
  targetName
} from "./chunk-E76EZZ2N.js";
import {
  UserError
} from "./chunk-DZ5A7VSD.js";
import {
  isMap
} from "./chunk-ETFRSDZE.js";
import {
  nearestChoice
} from "./chunk-YBT3JPPF.js";

// src/load/config-places.ts
function placeOf(places, path, part = "key") {
  const at = places?.[part === "key" ? "keys" : "values"][JSON.stringify(path)];
  return at === void 0 ? void 0 : `${places.file}:${at.line}:${at.column}`;
}

// src/app/options/config-source.ts
function settingPlace(config, names, part = "key") {
  const path = typeof names === "string" ? [names] : names;
  for (let n = path.length; n > 0; n--) {
    const placed = placeOf(config.places, [...config.under ?? [], ...path.slice(0, n)], part);
    if (placed === void 0) continue;
    const file = config.places.file;
    return `${placed}${config.file.startsWith(file) ? config.file.slice(file.length) : ""}`;
  }
  return config.file;
}

// src/app/options/targets.ts
var TARGETS_KEY = "targets";
var WITHOUT_TARGET = ["validate", "fmt"];
function targetsOf(config) {
  if (!config || !Object.hasOwn(config.values, TARGETS_KEY)) return [];
  const targets = config.values[TARGETS_KEY];
  if (!isMap(targets) || Object.keys(targets).length === 0) {
    throw new UserError(
      `${settingPlace(config, TARGETS_KEY, "value")}: '${TARGETS_KEY}' must be a map from a target's name to its settings (such as staging: {baseUrl: \u2026, apiKeyEnv: \u2026})`
    );
  }
  return Object.entries(targets).map(([name, settings]) => {
    parseOr(
      targetName(),
      name,
      (why) => new UserError(`${settingPlace(config, [TARGETS_KEY, name])}: the target name ${why}`)
    );
    const file = `${config.file}, target ${name}`;
    const at = (names, part) => settingPlace({ ...config, file }, [TARGETS_KEY, name, ...names], part);
    if (!isMap(settings)) {
      throw new UserError(
        `${at([], "value")}: expected a map of settings (such as baseUrl and apiKeyEnv)`
      );
    }
    if (Object.hasOwn(settings, TARGETS_KEY)) {
      throw new UserError(`${at([TARGETS_KEY])}: a target cannot hold '${TARGETS_KEY}' of its own`);
    }
    return { name, settings, file };
  });
}
function configForTarget(command, config, picked) {
  const targets = targetsOf(config);
  if (targets.length === 0) {
    if (picked !== void 0) {
      throw new OptionError(
        "target",
        config ? `'${picked}' names a target, but ${config.file} defines none (add targets: to it, or leave the target out)` : `'${picked}' names a target, but there is no observe-annotations.yaml to define it`
      );
    }
    return { config };
  }
  const file = config;
  const { [TARGETS_KEY]: _targets, ...defaults } = file.values;
  const names = targets.map((t) => t.name);
  if (picked === void 0) {
    if (!WITHOUT_TARGET.includes(command)) {
      throw new OptionError(
        "target",
        `is needed: ${file.file} defines the targets ${names.join(", ")}; pick one of them`
      );
    }
    return { config: { file: file.file, values: everyTargetsFiles(defaults, targets) } };
  }
  const chosen = targets.find((t) => t.name === picked);
  if (!chosen) {
    const near = nearestChoice(picked, names);
    throw new OptionError(
      "target",
      `'${picked}' is not a target of ${file.file} (its targets: ${names.join(", ")})${near === void 0 ? "" : `; did you mean ${near}?`}`
    );
  }
  return {
    config: {
      file: chosen.file,
      values: { ...defaults, ...chosen.settings },
      ...file.places ? { places: file.places } : {},
      under: [TARGETS_KEY, chosen.name]
    },
    target: chosen.name
  };
}
function everyTargetsFiles(defaults, targets) {
  const includes = targets.map(
    (t) => Object.hasOwn(t.settings, "include") ? t.settings.include : defaults.include
  );
  if (includes.some((i) => i === void 0)) {
    if (includes.every((i) => i === void 0)) return defaults;
    includes.push(void 0);
  }
  const union = /* @__PURE__ */ new Set();
  for (const include of includes) {
    const entries = include === void 0 ? DEFAULT_PATHS : Array.isArray(include) ? include : [include];
    for (const entry of entries) union.add(entry);
  }
  return { ...defaults, include: [...union] };
}
function withoutSettings(config, keys) {
  if (!config) return config;
  const drop = (settings) => Object.fromEntries(Object.entries(settings).filter(([key]) => !keys.includes(key)));
  const values = drop(config.values);
  const targets = values[TARGETS_KEY];
  if (!isMap(targets)) return { ...config, values };
  const kept = Object.fromEntries(
    Object.entries(targets).map(([name, settings]) => [
      name,
      isMap(settings) ? drop(settings) : settings
    ])
  );
  return { ...config, values: { ...values, [TARGETS_KEY]: kept } };
}
function setsAnywhere(config, key) {
  if (!config) return false;
  if (Object.hasOwn(config.values, key)) return true;
  const targets = config.values[TARGETS_KEY];
  return isMap(targets) && Object.values(targets).some((t) => isMap(t) && Object.hasOwn(t, key));
}

export {
  settingPlace,
  TARGETS_KEY,
  targetsOf,
  configForTarget,
  withoutSettings,
  setsAnywhere
};
