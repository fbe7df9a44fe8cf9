import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  TARGETS_KEY,
  configForTarget,
  settingPlace,
  targetsOf
} from "./chunk-IVNIV3BT.js";
import {
  OptionError
} from "./chunk-LG26PJLV.js";
import {
  optionRows,
  parseOr,
  rowOf
} from "./chunk-E76EZZ2N.js";
import {
  UserError
} from "./chunk-DZ5A7VSD.js";
import {
  excerpt
} from "./chunk-GL32H3YL.js";
import {
  nearestChoice,
  nearestName
} from "./chunk-YBT3JPPF.js";

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
      const near = nearestChoice(String(raw.value), choices);
      throw new OptionError(
        key,
        `must be one of ${choices.join(", ")}, not '${String(raw.value)}'${near === void 0 ? "" : `; did you mean ${near}?`}`,
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
  resolveOptions,
  rawOption
};
