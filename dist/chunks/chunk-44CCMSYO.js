import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  OptionError
} from "./chunk-4RN3ST6Y.js";
import {
  DEFAULT_PATHS,
  optionRows,
  parseOr,
  rowOf,
  targetName
} from "./chunk-LNBHCWZY.js";
import {
  nearestName
} from "./chunk-NBGEBEQA.js";
import {
  excerpt
} from "./chunk-GL32H3YL.js";
import {
  UserError
} from "./chunk-DZ5A7VSD.js";

// src/app/options/config-keys.ts
var CREDENTIAL_NAME = /(^key$|^auth$|api[-_]?key$|token$|secret$|password$|passwd$|bearer$|credentials?$|authorization$)/i;
var KEY_FORMATS = [
  /^Bearer\s/i,
  /^(sk|pk|rk)_(live|test)_/,
  /^gh[pousr]_[A-Za-z0-9]{20,}/,
  /^github_pat_/,
  /^xox[abprs]-/,
  /^AKIA[0-9A-Z]{16}$/,
  /^corbado\d_/,
  /^eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/
  // a JWT
];
var RUN = /[A-Za-z0-9_+/=-]{20,}/g;
var UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
function looksLikeKey(value) {
  const text = value.trim();
  if (KEY_FORMATS.some((format) => format.test(text))) return true;
  for (const [run] of text.replace(UUID, " ").matchAll(RUN)) if (randomLooking(run)) return true;
  return false;
}
function randomLooking(run) {
  let lower = 0;
  let upper = 0;
  let digits = 0;
  let changes = 0;
  let previous;
  for (const ch of run) {
    const kind = ch >= "0" && ch <= "9" ? "d" : ch >= "a" && ch <= "z" ? "l" : ch >= "A" && ch <= "Z" ? "u" : "";
    if (kind === "d") digits++;
    else if (kind === "l") lower++;
    else if (kind === "u") upper++;
    else continue;
    if (previous !== void 0 && kind !== previous) changes++;
    previous = kind;
  }
  const letters = lower + upper;
  const n = letters + digits;
  if (n < 20 || letters === 0) return false;
  if (digits > 0) return changes >= Math.max(6, 0.25 * n);
  return upper >= 0.3 * letters && lower >= 0.3 * letters && changes >= 0.4 * n;
}
function refuseKeysIn(file, values, where = () => file) {
  const stack = Object.entries(values).map(([name, value]) => ({
    path: name,
    at: { name, parent: void 0 },
    name,
    value
  }));
  while (stack.length > 0) {
    const { path, at, name, value } = stack.pop();
    const place = () => where(namesOf(at));
    if (name !== void 0 && looksLikeKey(name)) {
      const parent = path.slice(0, path.length - name.length - 1);
      throw new UserError(
        `${place()}: a setting${parent ? ` under '${parent}'` : ""} is named like an API key or another secret, and keys are never written in a file that is committed. ${WHERE_KEYS_GO}`
      );
    }
    if (name !== void 0 && CREDENTIAL_NAME.test(name)) {
      throw new UserError(
        `${place()}: '${path}' would hold a key, and keys are never read from a file that is committed. ${WHERE_KEYS_GO}`
      );
    }
    if (typeof value === "string") {
      if (looksLikeKey(value)) {
        throw new UserError(
          `${place()}: '${path}' looks like an API key or another secret, and keys are never written in a file that is committed. ${WHERE_KEYS_GO} If it is a real key, revoke it: it is in the repository's history.`
        );
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ path: `${path}[${i}]`, at, value: item }));
    } else if (typeof value === "object" && value !== null) {
      for (const [member, inner] of Object.entries(value))
        stack.push({
          path: `${path}.${member}`,
          at: { name: member, parent: at },
          name: member,
          value: inner
        });
    }
  }
}
function namesOf(at) {
  const names = [];
  for (let n = at; n; n = n.parent) names.push(n.name);
  return names.reverse().slice(0, 3);
}
var WHERE_KEYS_GO = "Put the key in an environment variable and name that variable with apiKeyEnv (for example apiKeyEnv: OBSERVE_API_KEY_STAGING).";

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
var WITHOUT_TARGET = ["validate"];
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
    throw new OptionError(
      "target",
      `'${picked}' is not a target of ${file.file} (its targets: ${names.join(", ")})`
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
  const union = [];
  for (const include of includes) {
    const entries = include === void 0 ? DEFAULT_PATHS : Array.isArray(include) ? include : [include];
    for (const entry of entries) if (!union.includes(entry)) union.push(entry);
  }
  return { ...defaults, include: union };
}
function isMap(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
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

// src/app/options/resolve-options.ts
function resolveOptions(command, sources) {
  if (sources.config) {
    const config = sources.config;
    refuseKeysIn(config.file, config.values, (names) => settingPlace(config, names));
    checkConfig({ ...sources.config, values: withoutTargets(sources.config.values) });
  }
  checkTargets(sources.config);
  const picked = sources.given?.target;
  const targeted = configForTarget(
    command,
    sources.config,
    picked === void 0 ? void 0 : parseAs("target", rowOf("target"), picked, "given", void 0)
  );
  sources = { ...sources, ...targeted.config ? { config: targeted.config } : {} };
  const fromConfig = checkConfig(sources.config);
  const options = {};
  for (const [key, option] of optionRows()) {
    if (!option.commands.includes(command)) {
      options[key] = option.default;
      continue;
    }
    const raw = rawValue(key, option, sources);
    const choices = option.choicesFor?.[command];
    if (raw && choices && !choices.includes(String(raw.value))) {
      throw new OptionError(
        key,
        `must be one of ${choices.join(", ")}, not '${String(raw.value)}'`,
        raw.origin,
        sources.config?.file
      );
    }
    if (raw === void 0) options[key] = option.default;
    else if (raw.origin === "config") options[key] = fromConfig.get(key);
    else options[key] = parseAs(key, option, raw.value, raw.origin, sources.config?.file);
  }
  return options;
}
function rawOption(key, sources) {
  let config = sources.config;
  try {
    const picked = sources.given?.target;
    config = configForTarget(
      "validate",
      config,
      typeof picked === "string" ? picked : void 0
    ).config;
  } catch {
    if (config) config = { ...config, values: withoutTargets(config.values) };
  }
  return rawValue(key, rowOf(key), { ...sources, config })?.value;
}
function checkTargets(config) {
  for (const target of targetsOf(config))
    checkConfig(
      {
        file: target.file,
        values: target.settings,
        ...config?.places ? { places: config.places } : {},
        under: [TARGETS_KEY, target.name]
      },
      false
    );
}
function withoutTargets(values) {
  const { [TARGETS_KEY]: _targets, ...rest } = values;
  return rest;
}
function rawValue(key, option, sources) {
  const given = sources.given?.[key];
  if (given !== void 0) return { value: given, origin: "given" };
  const fromEnv = option.env ? sources.env?.[option.env] : void 0;
  if (fromEnv) return { value: fromEnv, origin: "env" };
  const values = sources.config?.values;
  if (option.config && values && Object.hasOwn(values, option.config)) {
    return { value: values[option.config], origin: "config" };
  }
  return void 0;
}
function checkConfig(config, topLevel = true) {
  const parsed = /* @__PURE__ */ new Map();
  if (!config) return parsed;
  const byConfigKey = new Map(
    optionRows().filter(([, o]) => o.config !== void 0).map(([key, o]) => [o.config, [key, o]])
  );
  for (const [name, value] of Object.entries(config.values)) {
    if (name === TARGETS_KEY) continue;
    const found = byConfigKey.get(name);
    if (!found) {
      const known = [...byConfigKey.keys(), ...topLevel ? [TARGETS_KEY] : []];
      const near = nearestName(name, known);
      throw new UserError(
        `${settingPlace(config, name)}: unknown setting '${excerpt(name)}' (known: ${known.join(", ")})${near === void 0 ? "" : `; did you mean '${near}'?`}`
      );
    }
    const [key, option] = found;
    parsed.set(key, parseAs(key, option, value, "config", settingPlace(config, name, "value")));
  }
  return parsed;
}
function parseAs(key, option, raw, origin, configFile) {
  return parseOr(option.parse, raw, (why) => new OptionError(key, why, origin, configFile));
}

export {
  withoutSettings,
  setsAnywhere,
  resolveOptions,
  rawOption
};
