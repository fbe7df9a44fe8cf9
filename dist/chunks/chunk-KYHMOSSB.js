import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  checkCodeRules,
  describeValue,
  dropEchoes,
  translateErrors
} from "./chunk-5HMUF6LL.js";
import {
  findFiles,
  loadText,
  readSource
} from "./chunk-NMIGANXT.js";

// src/validate/check-document-set.ts
function checkDocumentSet(items) {
  const out = [];
  const nodes = /* @__PURE__ */ new Map();
  for (const { value, at } of items) {
    const key = keyOf(value);
    if (key === void 0) continue;
    const first = nodes.get(key);
    if (first) {
      out.push({
        issue: {
          code: "externalKey.duplicate",
          message: `externalKey ${key} is already used by another annotation; keys are unique across all files`,
          path: ["externalKey"]
        },
        at,
        related: first.at
      });
      continue;
    }
    nodes.set(key, { key, at, edges: refsByKey(value) });
  }
  for (const cycle of findCycles(nodes)) {
    const [start, next] = [nodes.get(cycle[0]), nodes.get(cycle[1 % cycle.length])];
    const edge = start.edges.find((e) => e.key === next.key);
    const names = [...cycle, cycle[0]].join(" \u2192 ");
    out.push({
      issue: {
        code: "refs.cycle",
        message: cycle.length === 1 ? `annotation ${start.key} refers to itself; such files could not be applied to an empty project` : `refs by key form a cycle: ${names}; such files could not be applied to an empty project`,
        path: ["refs", edge.index, "externalKey"]
      },
      at: start.at,
      related: next.at
    });
  }
  return out;
}
function keyOf(value) {
  if (value === null || typeof value !== "object") return void 0;
  const key = value.externalKey;
  return typeof key === "string" ? key : void 0;
}
function refsByKey(value) {
  const refs = value.refs;
  if (!Array.isArray(refs)) return [];
  const out = [];
  refs.forEach((ref, index) => {
    if (ref === null || typeof ref !== "object") return;
    const { type, externalKey } = ref;
    if (type === "annotation" && typeof externalKey === "string")
      out.push({ key: externalKey, index });
  });
  return out;
}
function findCycles(nodes) {
  const order = [...nodes.keys()];
  const rank = new Map(order.map((k, i) => [k, i]));
  const index = /* @__PURE__ */ new Map();
  const low = /* @__PURE__ */ new Map();
  const stack = [];
  const onStack = /* @__PURE__ */ new Set();
  const components = [];
  let counter = 0;
  for (const root of order) {
    if (index.has(root)) continue;
    const work = [{ key: root, edge: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const edges = nodes.get(frame.key).edges.filter((e) => nodes.has(e.key));
      if (frame.edge < edges.length) {
        const next = edges[frame.edge++].key;
        if (!index.has(next)) {
          index.set(next, counter);
          low.set(next, counter++);
          stack.push(next);
          onStack.add(next);
          work.push({ key: next, edge: 0 });
        } else if (onStack.has(next))
          low.set(frame.key, Math.min(low.get(frame.key), index.get(next)));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.key, Math.min(low.get(parent.key), low.get(frame.key)));
      if (low.get(frame.key) === index.get(frame.key)) {
        const component = [];
        let k;
        do {
          k = stack.pop();
          onStack.delete(k);
          component.push(k);
        } while (k !== frame.key);
        components.push(component);
      }
    }
  }
  const cycles = [];
  for (const component of components) {
    const members = new Set(component);
    const start = [...component].sort((a, b) => rank.get(a) - rank.get(b))[0];
    if (component.length === 1) {
      if (nodes.get(start).edges.some((e) => e.key === start)) cycles.push([start]);
      continue;
    }
    cycles.push(pathBackTo(start, members, nodes));
  }
  return cycles.sort((a, b) => rank.get(a[0]) - rank.get(b[0]));
}
function pathBackTo(start, members, nodes) {
  const cameFrom = /* @__PURE__ */ new Map();
  const queue = [start];
  while (queue.length > 0) {
    const key = queue.shift();
    for (const { key: next } of nodes.get(key).edges) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [key];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]));
        return path;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, key);
        queue.push(next);
      }
    }
  }
  return [start];
}

// node_modules/js-yaml/dist/js-yaml.mjs
var NOT_RESOLVED = /* @__PURE__ */ Symbol("NOT_RESOLVED");
function defineScalarTag(tagName, options) {
  return {
    tagName,
    nodeKind: "scalar",
    implicit: options.implicit ?? false,
    matchByTagPrefix: options.matchByTagPrefix ?? false,
    implicitFirstChars: options.implicitFirstChars ?? null,
    resolve: options.resolve,
    identify: options.identify,
    represent: options.represent ?? ((data) => String(data)),
    representTagName: options.representTagName ?? (() => tagName)
  };
}
function defineSequenceTag(tagName, options) {
  const carrierIsResult = options.finalize === void 0;
  return {
    tagName,
    nodeKind: "sequence",
    implicit: false,
    matchByTagPrefix: options.matchByTagPrefix ?? false,
    create: options.create,
    addItem: options.addItem,
    finalize: options.finalize ?? ((carrier) => carrier),
    carrierIsResult,
    identify: options.identify,
    represent: options.represent ?? ((data) => data),
    representTagName: options.representTagName ?? (() => tagName)
  };
}
function defineMappingTag(tagName, options) {
  const carrierIsResult = options.finalize === void 0;
  return {
    tagName,
    nodeKind: "mapping",
    implicit: false,
    matchByTagPrefix: options.matchByTagPrefix ?? false,
    create: options.create,
    addPair: options.addPair,
    has: options.has,
    keys: options.keys,
    get: options.get,
    finalize: options.finalize ?? ((carrier) => carrier),
    carrierIsResult,
    identify: options.identify,
    represent: options.represent ?? ((data) => data),
    representTagName: options.representTagName ?? (() => tagName)
  };
}
var strTag = defineScalarTag("tag:yaml.org,2002:str", {
  resolve: (source) => source,
  identify: (data) => typeof data === "string"
});
var NULL_VALUES$1 = [
  "",
  "~",
  "null",
  "Null",
  "NULL"
];
var nullCoreTag = defineScalarTag("tag:yaml.org,2002:null", {
  implicit: true,
  implicitFirstChars: [
    "",
    "~",
    "n",
    "N"
  ],
  resolve: (source) => {
    if (NULL_VALUES$1.indexOf(source) !== -1) return null;
    return NOT_RESOLVED;
  },
  identify: (object) => object === null,
  represent: () => "null"
});
var nullJsonTag = defineScalarTag("tag:yaml.org,2002:null", {
  implicit: true,
  implicitFirstChars: ["n"],
  resolve: (source, isExplicit) => {
    if (source === "null" || isExplicit && source === "") return null;
    return NOT_RESOLVED;
  },
  identify: (object) => object === null,
  represent: () => "null"
});
var NULL_VALUES = [
  "",
  "~",
  "null",
  "Null",
  "NULL"
];
var nullYaml11Tag = defineScalarTag("tag:yaml.org,2002:null", {
  implicit: true,
  implicitFirstChars: [
    "",
    "~",
    "n",
    "N"
  ],
  resolve: (source) => {
    if (NULL_VALUES.indexOf(source) !== -1) return null;
    return NOT_RESOLVED;
  },
  identify: (object) => object === null,
  represent: () => "null"
});
var TRUE_VALUES$2 = [
  "true",
  "True",
  "TRUE"
];
var FALSE_VALUES$2 = [
  "false",
  "False",
  "FALSE"
];
var boolCoreTag = defineScalarTag("tag:yaml.org,2002:bool", {
  implicit: true,
  implicitFirstChars: [
    "t",
    "T",
    "f",
    "F"
  ],
  resolve: (source) => {
    if (TRUE_VALUES$2.indexOf(source) !== -1) return true;
    if (FALSE_VALUES$2.indexOf(source) !== -1) return false;
    return NOT_RESOLVED;
  },
  identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
  represent: (object) => object ? "true" : "false"
});
var TRUE_VALUES$1 = ["true"];
var FALSE_VALUES$1 = ["false"];
var boolJsonTag = defineScalarTag("tag:yaml.org,2002:bool", {
  implicit: true,
  implicitFirstChars: ["t", "f"],
  resolve: (source) => {
    if (TRUE_VALUES$1.indexOf(source) !== -1) return true;
    if (FALSE_VALUES$1.indexOf(source) !== -1) return false;
    return NOT_RESOLVED;
  },
  identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
  represent: (object) => object ? "true" : "false"
});
var TRUE_VALUES = [
  "true",
  "True",
  "TRUE",
  "y",
  "Y",
  "yes",
  "Yes",
  "YES",
  "on",
  "On",
  "ON"
];
var FALSE_VALUES = [
  "false",
  "False",
  "FALSE",
  "n",
  "N",
  "no",
  "No",
  "NO",
  "off",
  "Off",
  "OFF"
];
var boolYaml11Tag = defineScalarTag("tag:yaml.org,2002:bool", {
  implicit: true,
  implicitFirstChars: [
    "y",
    "Y",
    "n",
    "N",
    "t",
    "T",
    "f",
    "F",
    "o",
    "O"
  ],
  resolve: (source) => {
    if (TRUE_VALUES.indexOf(source) !== -1) return true;
    if (FALSE_VALUES.indexOf(source) !== -1) return false;
    return NOT_RESOLVED;
  },
  identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
  represent: (object) => object ? "true" : "false"
});
var YAML_INTEGER_IMPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:0o[0-7]+|0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
var YAML_INTEGER_EXPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function parseYamlInteger$2(source) {
  let value = source;
  let sign = 1;
  if (value[0] === "-" || value[0] === "+") {
    if (value[0] === "-") sign = -1;
    value = value.slice(1);
  }
  if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
  if (value.startsWith("0o")) return sign * parseInt(value.slice(2), 8);
  if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
  return sign * parseInt(value, 10);
}
function resolveYamlInteger$2(source, isExplicit) {
  if (isExplicit) {
    if (!YAML_INTEGER_EXPLICIT_PATTERN$1.test(source)) return NOT_RESOLVED;
  } else if (!YAML_INTEGER_IMPLICIT_PATTERN$1.test(source)) return NOT_RESOLVED;
  const result = parseYamlInteger$2(source);
  return Number.isFinite(result) ? result : NOT_RESOLVED;
}
var intCoreTag = defineScalarTag("tag:yaml.org,2002:int", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ..."0123456789"
  ],
  resolve: resolveYamlInteger$2,
  identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
  represent: (object) => object.toString(10)
});
var YAML_INTEGER_IMPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^-?(?:0|[1-9][0-9]*)$");
var YAML_INTEGER_EXPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function parseYamlInteger$1(source) {
  let value = source;
  let sign = 1;
  if (value[0] === "-" || value[0] === "+") {
    if (value[0] === "-") sign = -1;
    value = value.slice(1);
  }
  if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
  if (value.startsWith("0o")) return sign * parseInt(value.slice(2), 8);
  if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
  return sign * parseInt(value, 10);
}
function resolveYamlInteger$1(source, isExplicit) {
  if (isExplicit) {
    if (!YAML_INTEGER_EXPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
  } else if (!YAML_INTEGER_IMPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
  const result = parseYamlInteger$1(source);
  return Number.isFinite(result) ? result : NOT_RESOLVED;
}
var intJsonTag = defineScalarTag("tag:yaml.org,2002:int", {
  implicit: true,
  implicitFirstChars: ["-", ..."0123456789"],
  resolve: resolveYamlInteger$1,
  identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
  represent: (object) => object.toString(10)
});
var YAML_INTEGER_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?0x[0-9a-fA-F_]+|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+|[-+]?(?:0|[1-9][0-9_]*))$");
function parseYamlInteger(source) {
  let value = source.replace(/_/g, "");
  let sign = 1;
  if (value[0] === "-" || value[0] === "+") {
    if (value[0] === "-") sign = -1;
    value = value.slice(1);
  }
  if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
  if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
  if (value.includes(":")) {
    let result = 0;
    for (const part of value.split(":")) result = result * 60 + Number(part);
    return sign * result;
  }
  if (value !== "0" && value[0] === "0") return sign * parseInt(value, 8);
  return sign * parseInt(value, 10);
}
function resolveYamlInteger(source) {
  if (!YAML_INTEGER_PATTERN.test(source)) return NOT_RESOLVED;
  const result = parseYamlInteger(source);
  return Number.isFinite(result) ? result : NOT_RESOLVED;
}
var intYaml11Tag = defineScalarTag("tag:yaml.org,2002:int", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ..."0123456789"
  ],
  resolve: resolveYamlInteger,
  identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
  represent: (object) => object.toString(10)
});
var YAML_FLOAT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
var YAML_FLOAT_SPECIAL_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat$2(source) {
  if (!YAML_FLOAT_PATTERN$1.test(source)) return NOT_RESOLVED;
  let value = source.toLowerCase();
  const sign = value[0] === "-" ? -1 : 1;
  if ("+-".includes(value[0])) value = value.slice(1);
  if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  if (value === ".nan") return NaN;
  const result = sign * parseFloat(value);
  if (Number.isFinite(result) || YAML_FLOAT_SPECIAL_PATTERN$1.test(source)) return result;
  return NOT_RESOLVED;
}
function representYamlFloat$2(object) {
  if (isNaN(object)) return ".nan";
  if (object === Number.POSITIVE_INFINITY) return ".inf";
  if (object === Number.NEGATIVE_INFINITY) return "-.inf";
  if (Object.is(object, -0)) return "-0.0";
  const result = object.toString(10);
  return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
var floatCoreTag = defineScalarTag("tag:yaml.org,2002:float", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ".",
    ..."0123456789"
  ],
  resolve: resolveYamlFloat$2,
  identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
  represent: representYamlFloat$2
});
var YAML_FLOAT_IMPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^-?(?:0|[1-9][0-9]*)(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$");
var YAML_FLOAT_EXPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat$1(source, isExplicit) {
  if (isExplicit) {
    if (!YAML_FLOAT_EXPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
    let value = source.toLowerCase();
    const sign = value[0] === "-" ? -1 : 1;
    if ("+-".includes(value[0])) value = value.slice(1);
    if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
    if (value === ".nan") return NaN;
    const result2 = sign * parseFloat(value);
    return Number.isFinite(result2) ? result2 : NOT_RESOLVED;
  }
  if (!YAML_FLOAT_IMPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
  const result = Number(source);
  if (Number.isFinite(result)) return result;
  return NOT_RESOLVED;
}
function representYamlFloat$1(object) {
  if (isNaN(object)) return ".nan";
  if (object === Number.POSITIVE_INFINITY) return ".inf";
  if (object === Number.NEGATIVE_INFINITY) return "-.inf";
  if (Object.is(object, -0)) return "-0.0";
  const result = object.toString(10);
  return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
var floatJsonTag = defineScalarTag("tag:yaml.org,2002:float", {
  implicit: true,
  implicitFirstChars: ["-", ..."0123456789"],
  resolve: resolveYamlFloat$1,
  identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
  represent: representYamlFloat$1
});
var YAML_FLOAT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?(?:(?:[0-9][0-9_]*)?\\.[0-9_]*)(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
var YAML_FLOAT_SPECIAL_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat(source) {
  if (!YAML_FLOAT_PATTERN.test(source)) return NOT_RESOLVED;
  let value = source.toLowerCase().replace(/_/g, "");
  const sign = value[0] === "-" ? -1 : 1;
  if ("+-".includes(value[0])) value = value.slice(1);
  if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  if (value === ".nan") return NaN;
  let result = 0;
  if (value.includes(":")) {
    for (const part of value.split(":")) result = result * 60 + Number(part);
    result *= sign;
  } else result = sign * parseFloat(value);
  if (Number.isFinite(result) || YAML_FLOAT_SPECIAL_PATTERN.test(source)) return result;
  return NOT_RESOLVED;
}
function representYamlFloat(object) {
  if (isNaN(object)) return ".nan";
  if (object === Number.POSITIVE_INFINITY) return ".inf";
  if (object === Number.NEGATIVE_INFINITY) return "-.inf";
  if (Object.is(object, -0)) return "-0.0";
  const result = object.toString(10);
  return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
var floatYaml11Tag = defineScalarTag("tag:yaml.org,2002:float", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ".",
    ..."0123456789"
  ],
  resolve: resolveYamlFloat,
  identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
  represent: representYamlFloat
});
var mergeTag = defineScalarTag("tag:yaml.org,2002:merge", {
  implicit: true,
  implicitFirstChars: ["<"],
  resolve: (source, isExplicit) => {
    if (source === "<<" || isExplicit && source === "") return "<<";
    return NOT_RESOLVED;
  },
  identify: () => false
});
var BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
function resolveYamlBinary(source) {
  const input = source.replace(/\s/g, "");
  if (input.length % 4 !== 0 || !BASE64_PATTERN.test(input)) return NOT_RESOLVED;
  const binary = atob(input);
  const result = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) result[index] = binary.charCodeAt(index);
  return result;
}
function representYamlBinary(object) {
  let binary = "";
  for (let index = 0; index < object.length; index++) binary += String.fromCharCode(object[index]);
  return btoa(binary);
}
var binaryTag = defineScalarTag("tag:yaml.org,2002:binary", {
  resolve: resolveYamlBinary,
  identify: (object) => Object.prototype.toString.call(object) === "[object Uint8Array]",
  represent: representYamlBinary
});
var YAML_DATE_REGEXP = /* @__PURE__ */ new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$");
var YAML_TIMESTAMP_REGEXP = /* @__PURE__ */ new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$");
function makeUtcDate(year, month, day, hour = 0, minute = 0, second = 0, fraction = 0) {
  const date = new Date(Date.UTC(year, month, day, hour, minute, second, fraction));
  date.setUTCFullYear(year, month, day);
  return date;
}
function resolveYamlTimestamp(source) {
  let match = YAML_DATE_REGEXP.exec(source);
  if (match === null) match = YAML_TIMESTAMP_REGEXP.exec(source);
  if (match === null) return NOT_RESOLVED;
  const year = +match[1];
  const month = +match[2] - 1;
  const day = +match[3];
  if (!match[4]) {
    const date2 = makeUtcDate(year, month, day);
    if (date2.getUTCFullYear() !== year || date2.getUTCMonth() !== month || date2.getUTCDate() !== day) return NOT_RESOLVED;
    return date2;
  }
  const hour = +match[4];
  const minute = +match[5];
  const second = +match[6];
  let fraction = 0;
  if (hour > 23 || minute > 59 || second > 59) return NOT_RESOLVED;
  if (match[7]) {
    let value = match[7].slice(0, 3);
    while (value.length < 3) value += "0";
    fraction = +value;
  }
  const date = makeUtcDate(year, month, day, hour, minute, second, fraction);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) return NOT_RESOLVED;
  if (match[9]) {
    const offsetHour = +match[10];
    const offsetMinute = +(match[11] || 0);
    if (offsetHour > 23 || offsetMinute > 59) return NOT_RESOLVED;
    const offset = (offsetHour * 60 + offsetMinute) * 6e4;
    date.setTime(date.getTime() - (match[9] === "-" ? -offset : offset));
  }
  return date;
}
var timestampTag = defineScalarTag("tag:yaml.org,2002:timestamp", {
  implicit: true,
  implicitFirstChars: [..."0123456789"],
  resolve: resolveYamlTimestamp,
  identify: (object) => object instanceof Date,
  represent: (object) => object.toISOString()
});
var seqTag = defineSequenceTag("tag:yaml.org,2002:seq", {
  create: () => [],
  addItem: (container, item) => {
    container.push(item);
  },
  identify: Array.isArray
});
function isPlainObject(data) {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return false;
  const prototype = Object.getPrototypeOf(data);
  return prototype === null || prototype === Object.prototype;
}
function pick(object, keys) {
  const result = {};
  for (const key of keys) if (object[key] !== void 0) result[key] = object[key];
  return result;
}
var omapTag = defineSequenceTag("tag:yaml.org,2002:omap", {
  create: () => ({
    list: [],
    seen: /* @__PURE__ */ new Set()
  }),
  addItem: (carrier, item) => {
    let key;
    if (item instanceof Map) {
      if (item.size !== 1) return "cannot resolve an ordered map item";
      key = item.keys().next().value;
    } else if (isPlainObject(item)) {
      const itemKeys = Object.keys(item);
      if (itemKeys.length !== 1) return "cannot resolve an ordered map item";
      key = itemKeys[0];
    } else return "cannot resolve an ordered map item";
    if (carrier.seen.has(key)) return "duplicate key in ordered map";
    carrier.seen.add(key);
    carrier.list.push(item);
    return "";
  },
  finalize: (carrier) => carrier.list,
  identify: () => false
});
var pairsTag = defineSequenceTag("tag:yaml.org,2002:pairs", {
  create: () => [],
  addItem: (container, item) => {
    if (item instanceof Map) {
      if (item.size !== 1) return "cannot resolve a pairs item";
      container.push(item.entries().next().value);
      return "";
    }
    if (Object.prototype.toString.call(item) !== "[object Object]") return "cannot resolve a pairs item";
    const object = item;
    const keys = Object.keys(object);
    if (keys.length !== 1) return "cannot resolve a pairs item";
    container.push([keys[0], object[keys[0]]]);
    return "";
  },
  identify: () => false
});
var mapTag = defineMappingTag("tag:yaml.org,2002:map", {
  create: () => ({}),
  identify: isPlainObject,
  represent: (o) => {
    const map = /* @__PURE__ */ new Map();
    for (const key of Object.keys(o)) map.set(key, o[key]);
    return map;
  },
  addPair: (container, key, value) => {
    if (key !== null && typeof key === "object") return "object-based map does not support complex keys";
    const normalizedKey = String(key);
    if (normalizedKey === "__proto__") Object.defineProperty(container, normalizedKey, {
      value,
      enumerable: true,
      configurable: true,
      writable: true
    });
    else container[normalizedKey] = value;
    return "";
  },
  has: (container, key) => {
    if (key !== null && typeof key === "object") return false;
    return Object.prototype.hasOwnProperty.call(container, String(key));
  },
  keys: (container) => Object.keys(container),
  get: (container, key) => {
    const normalizedKey = String(key);
    if (!Object.prototype.hasOwnProperty.call(container, normalizedKey)) return null;
    return container[normalizedKey];
  }
});
var setTag = defineMappingTag("tag:yaml.org,2002:set", {
  create: () => /* @__PURE__ */ new Set(),
  identify: (data) => data instanceof Set,
  represent: (data) => {
    const map = /* @__PURE__ */ new Map();
    for (const key of data) map.set(key, null);
    return map;
  },
  addPair: (container, key, value) => {
    if (value !== null) return "cannot resolve a set item";
    container.add(key);
    return "";
  },
  has: (container, key) => container.has(key),
  keys: (container) => container.keys(),
  get: () => null
});
function createTagDefinitionMap() {
  return {
    scalar: /* @__PURE__ */ Object.create(null),
    sequence: /* @__PURE__ */ Object.create(null),
    mapping: /* @__PURE__ */ Object.create(null)
  };
}
function createTagDefinitionListMap() {
  return {
    scalar: [],
    sequence: [],
    mapping: []
  };
}
function compileTags(tags) {
  const result = [];
  for (const tag of tags) {
    let index = result.length;
    for (let previousIndex = 0; previousIndex < result.length; previousIndex++) {
      const previous = result[previousIndex];
      if (previous.nodeKind === tag.nodeKind && previous.tagName === tag.tagName && previous.matchByTagPrefix === tag.matchByTagPrefix) {
        index = previousIndex;
        break;
      }
    }
    result[index] = tag;
  }
  return result;
}
var Schema = class Schema2 {
  tags;
  /** @internal */
  implicitScalarTags;
  /**
  * Dispatch implicit scalar resolvers by `source.charAt(0)`. Each bucket holds
  * the resolvers that may match that key, in schema order; a key absent from
  * the map uses
  * {@link Schema.implicitScalarAnyFirstChar}
  * (resolvers that declared no first-char constraint, so they apply to any
  * first character).
  */
  implicitScalarByFirstChar;
  implicitScalarAnyFirstChar;
  /**
  * The default scalar tag (`!!str`), resolved once so the composer's fallback
  * for unresolved plain scalars avoids a keyed lookup per scalar.
  *
  * @internal
  */
  defaultScalarTag;
  /**
  * The default container tags (`!!seq` / `!!map`), used by the dumper: when a
  * value is identified by its default tag, the tag is implicit and not
  * printed. Undefined if the schema does not define them (then such values
  * can't be dumped).
  *
  * @internal
  */
  defaultSequenceTag;
  /** @internal */
  defaultMappingTag;
  exact;
  prefix;
  constructor(tags) {
    const compiledTags = compileTags(tags);
    const implicitScalarTags = [];
    const exact = createTagDefinitionMap();
    const prefix = createTagDefinitionListMap();
    for (const tag of compiledTags) {
      if (tag.nodeKind === "scalar" && tag.implicit) {
        if (tag.matchByTagPrefix) throw new Error("Implicit scalar tags cannot match by tag prefix");
        implicitScalarTags.push(tag);
      }
      switch (tag.nodeKind) {
        case "scalar":
          if (tag.matchByTagPrefix) prefix.scalar.push(tag);
          else exact.scalar[tag.tagName] = tag;
          break;
        case "sequence":
          if (tag.matchByTagPrefix) prefix.sequence.push(tag);
          else exact.sequence[tag.tagName] = tag;
          break;
        case "mapping":
          if (tag.matchByTagPrefix) prefix.mapping.push(tag);
          else exact.mapping[tag.tagName] = tag;
      }
    }
    const implicitScalarAnyFirstChar = implicitScalarTags.filter((tag) => tag.implicitFirstChars === null);
    const keys = /* @__PURE__ */ new Set();
    for (const tag of implicitScalarTags) if (tag.implicitFirstChars !== null) for (const key of tag.implicitFirstChars) keys.add(key);
    const implicitScalarByFirstChar = /* @__PURE__ */ new Map();
    for (const key of keys) implicitScalarByFirstChar.set(key, implicitScalarTags.filter((tag) => tag.implicitFirstChars === null || tag.implicitFirstChars.indexOf(key) !== -1));
    const defaultScalarTag = exact.scalar["tag:yaml.org,2002:str"];
    if (!defaultScalarTag) throw new Error("schema does not define the default scalar tag (tag:yaml.org,2002:str)");
    this.tags = compiledTags;
    this.implicitScalarTags = implicitScalarTags;
    this.implicitScalarByFirstChar = implicitScalarByFirstChar;
    this.implicitScalarAnyFirstChar = implicitScalarAnyFirstChar;
    this.defaultScalarTag = defaultScalarTag;
    this.defaultSequenceTag = exact.sequence["tag:yaml.org,2002:seq"];
    this.defaultMappingTag = exact.mapping["tag:yaml.org,2002:map"];
    this.exact = exact;
    this.prefix = prefix;
  }
  /** @internal */
  lookupScalarTag(tagName) {
    const exactTag = this.exact.scalar[tagName];
    if (exactTag) return exactTag;
    for (const tag of this.prefix.scalar) if (tagName.startsWith(tag.tagName)) return tag;
  }
  /** @internal */
  lookupSequenceTag(tagName) {
    const exactTag = this.exact.sequence[tagName];
    if (exactTag) return exactTag;
    for (const tag of this.prefix.sequence) if (tagName.startsWith(tag.tagName)) return tag;
  }
  /** @internal */
  lookupMappingTag(tagName) {
    const exactTag = this.exact.mapping[tagName];
    if (exactTag) return exactTag;
    for (const tag of this.prefix.mapping) if (tagName.startsWith(tag.tagName)) return tag;
  }
  /** @internal */
  resolveImplicitScalarTag(source) {
    const candidates = this.implicitScalarByFirstChar.get(source.charAt(0)) ?? this.implicitScalarAnyFirstChar;
    for (const tag2 of candidates) {
      const value = tag2.resolve(source, false, tag2.tagName);
      if (value !== NOT_RESOLVED) return {
        value,
        tag: tag2
      };
    }
    const tag = this.defaultScalarTag;
    return {
      value: tag.resolve(source, false, tag.tagName),
      tag
    };
  }
  /**
  * Creates a new schema with the specified tags added. If a tag already
  * exists, it is replaced by the specified tag.
  *
  * @example
  *
  * ```javascript
  * import { CORE_SCHEMA, mergeTag, realMapTag } from 'js-yaml'
  *
  * const schema = CORE_SCHEMA.withTags(mergeTag, realMapTag)
  * ```
  */
  withTags(...tags) {
    let flatTags = [];
    for (const tag of tags) flatTags = flatTags.concat(tag);
    return new Schema2([...this.tags, ...flatTags]);
  }
};
var FAILSAFE_SCHEMA = new Schema([
  strTag,
  seqTag,
  mapTag
]);
var JSON_SCHEMA = new Schema([
  ...FAILSAFE_SCHEMA.tags,
  nullJsonTag,
  boolJsonTag,
  intJsonTag,
  floatJsonTag
]);
var CORE_SCHEMA = new Schema([
  ...FAILSAFE_SCHEMA.tags,
  nullCoreTag,
  boolCoreTag,
  intCoreTag,
  floatCoreTag
]);
var YAML11_SCHEMA = new Schema([
  ...FAILSAFE_SCHEMA.tags,
  nullYaml11Tag,
  boolYaml11Tag,
  intYaml11Tag,
  floatYaml11Tag,
  timestampTag,
  mergeTag,
  binaryTag,
  omapTag,
  pairsTag,
  setTag
]);
var DUMP_SCHEMA = YAML11_SCHEMA.withTags({
  ...intYaml11Tag,
  resolve: (source, isExplicit, tagName) => {
    const result = intYaml11Tag.resolve(source, isExplicit, tagName);
    return result === NOT_RESOLVED ? intCoreTag.resolve(source, isExplicit, tagName) : result;
  }
}, {
  ...floatYaml11Tag,
  resolve: (source, isExplicit, tagName) => {
    const result = floatYaml11Tag.resolve(source, isExplicit, tagName);
    return result === NOT_RESOLVED ? floatCoreTag.resolve(source, isExplicit, tagName) : result;
  }
});
var realMapTag = defineMappingTag("tag:yaml.org,2002:map", {
  create: () => /* @__PURE__ */ new Map(),
  addPair: (container, key, value) => {
    container.set(key, value);
    return "";
  },
  has: (container, key) => container.has(key),
  keys: (container) => container.keys(),
  get: (container, key) => container.get(key),
  identify: (data) => data instanceof Map || isPlainObject(data),
  represent: (data) => {
    if (data instanceof Map) return data;
    const map = /* @__PURE__ */ new Map();
    const obj = data;
    for (const key of Object.keys(obj)) map.set(key, obj[key]);
    return map;
  }
});
function normalizeKey(key) {
  if (Array.isArray(key)) {
    const array = Array.prototype.slice.call(key);
    for (let index = 0; index < array.length; index++) {
      if (Array.isArray(array[index])) return null;
      if (typeof array[index] === "object" && Object.prototype.toString.call(array[index]) === "[object Object]") array[index] = "[object Object]";
    }
    return String(array);
  }
  if (typeof key === "object" && Object.prototype.toString.call(key) === "[object Object]") return "[object Object]";
  return String(key);
}
var legacyMapTag = defineMappingTag("tag:yaml.org,2002:map", {
  create: () => ({}),
  identify: isPlainObject,
  represent: (o) => {
    const map = /* @__PURE__ */ new Map();
    for (const key of Object.keys(o)) map.set(key, o[key]);
    return map;
  },
  addPair: (container, key, value) => {
    const normalizedKey = normalizeKey(key);
    if (normalizedKey === null) return "nested arrays are not supported inside keys";
    if (normalizedKey === "__proto__") Object.defineProperty(container, normalizedKey, {
      value,
      enumerable: true,
      configurable: true,
      writable: true
    });
    else container[normalizedKey] = value;
    return "";
  },
  has: (container, key) => {
    const normalizedKey = normalizeKey(key);
    return normalizedKey !== null && Object.prototype.hasOwnProperty.call(container, normalizedKey);
  },
  keys: (container) => Object.keys(container),
  get: (container, key) => {
    const normalizedKey = String(key);
    if (!Object.prototype.hasOwnProperty.call(container, normalizedKey)) return null;
    return container[normalizedKey];
  }
});
var DEFAULT_SNIPPET_OPTIONS = {
  maxLength: 79,
  indent: 1,
  linesBefore: 3,
  linesAfter: 2
};
function getLine(buffer, lineStart, lineEnd, position, maxLineLength) {
  let head = "";
  let tail = "";
  const maxHalfLength = Math.floor(maxLineLength / 2) - 1;
  if (position - lineStart > maxHalfLength) {
    head = " ... ";
    lineStart = position - maxHalfLength + head.length;
  }
  if (lineEnd - position > maxHalfLength) {
    tail = " ...";
    lineEnd = position + maxHalfLength - tail.length;
  }
  return {
    str: head + buffer.slice(lineStart, lineEnd).replace(/\t/g, "\u2192") + tail,
    pos: position - lineStart + head.length
  };
}
function padStart(string, max) {
  return " ".repeat(Math.max(max - string.length, 0)) + string;
}
function makeSnippet(mark, options) {
  if (!mark.buffer) return null;
  const opts = {
    ...DEFAULT_SNIPPET_OPTIONS,
    ...options
  };
  const re = /\r?\n|\r|\0/g;
  const lineStarts = [0];
  const lineEnds = [];
  let match;
  let foundLineNo = -1;
  while (match = re.exec(mark.buffer)) {
    lineEnds.push(match.index);
    lineStarts.push(match.index + match[0].length);
    if (mark.position <= match.index && foundLineNo < 0) foundLineNo = lineStarts.length - 2;
  }
  if (foundLineNo < 0) foundLineNo = lineStarts.length - 1;
  let result = "";
  const lineNoLength = Math.min(mark.line + opts.linesAfter, lineEnds.length).toString().length;
  const maxLineLength = opts.maxLength - (opts.indent + lineNoLength + 3);
  for (let i = 1; i <= opts.linesBefore; i++) {
    if (foundLineNo - i < 0) break;
    const line2 = getLine(mark.buffer, lineStarts[foundLineNo - i], lineEnds[foundLineNo - i], mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo - i]), maxLineLength);
    result = `${" ".repeat(opts.indent)}${padStart((mark.line - i + 1).toString(), lineNoLength)} | ${line2.str}
${result}`;
  }
  const line = getLine(mark.buffer, lineStarts[foundLineNo], lineEnds[foundLineNo], mark.position, maxLineLength);
  result += `${" ".repeat(opts.indent)}${padStart((mark.line + 1).toString(), lineNoLength)} | ${line.str}
`;
  result += `${"-".repeat(opts.indent + lineNoLength + 3 + line.pos)}^
`;
  for (let i = 1; i <= opts.linesAfter; i++) {
    if (foundLineNo + i >= lineEnds.length) break;
    const line2 = getLine(mark.buffer, lineStarts[foundLineNo + i], lineEnds[foundLineNo + i], mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo + i]), maxLineLength);
    result += `${" ".repeat(opts.indent)}${padStart((mark.line + i + 1).toString(), lineNoLength)} | ${line2.str}
`;
  }
  return result.replace(/\n$/, "");
}
function formatError(exception, compact) {
  let where = "";
  if (!exception.mark) return exception.reason;
  if (exception.mark.name) where += `in "${exception.mark.name}" `;
  where += `(${exception.mark.line + 1}:${exception.mark.column + 1})`;
  if (!compact && exception.mark.snippet) where += `

${exception.mark.snippet}`;
  return `${exception.reason} ${where}`;
}
var YAMLException = class YAMLException2 extends Error {
  reason;
  mark;
  /**
  * Optional `mark` contains source snippet data. Usually, use
  * {@link YAMLException.throwAt} instead of passing it directly.
  */
  constructor(reason, mark) {
    super();
    this.name = "YAMLException";
    this.reason = reason;
    this.mark = mark;
    this.message = formatError(this, false);
    if (Error.captureStackTrace) Error.captureStackTrace(this, this.constructor);
  }
  /**
  * Returns the formatted error, omitting the source snippet in compact mode.
  */
  toString(compact) {
    return `${this.name}: ${formatError(this, compact)}`;
  }
  /**
  * Builds a YAMLException with a source snippet and throws it. `source` is
  * the raw input text; `position` is an offset into it.
  */
  static throwAt(source, position, message, filename = "") {
    let line = 0;
    let lineStart = 0;
    for (let index = 0; index < position; index++) {
      const ch = source.charCodeAt(index);
      if (ch === 10) {
        line++;
        lineStart = index + 1;
      } else if (ch === 13) {
        line++;
        if (source.charCodeAt(index + 1) === 10) index++;
        lineStart = index + 1;
      }
    }
    const mark = {
      name: filename,
      buffer: source,
      position,
      line,
      column: position - lineStart
    };
    mark.snippet = makeSnippet(mark);
    throw new YAMLException2(message, mark);
  }
};
var EVENT_ID = {
  DOCUMENT: 1,
  SEQUENCE: 2,
  MAPPING: 3,
  SCALAR: 4,
  ALIAS: 5,
  POP: 6
};
var SCALAR_STYLE = {
  PLAIN: 1,
  SINGLE_QUOTED: 2,
  DOUBLE_QUOTED: 3,
  LITERAL_BLOCK: 4,
  FOLDED_BLOCK: 5
};
var COLLECTION_STYLE = {
  BLOCK: 1,
  FLOW: 2
};
var CHOMPING_MODE = {
  CLIP: 1,
  STRIP: 2,
  KEEP: 3
};
var NO_RANGE$3 = -1;
function simpleEscapeSequence(c) {
  switch (c) {
    case 48:
      return "\0";
    case 97:
      return "\x07";
    case 98:
      return "\b";
    case 116:
      return "	";
    case 9:
      return "	";
    case 110:
      return "\n";
    case 118:
      return "\v";
    case 102:
      return "\f";
    case 114:
      return "\r";
    case 101:
      return "\x1B";
    case 32:
      return " ";
    case 34:
      return '"';
    case 47:
      return "/";
    case 92:
      return "\\";
    case 78:
      return "\x85";
    case 95:
      return "\xA0";
    case 76:
      return "\u2028";
    case 80:
      return "\u2029";
    default:
      return "";
  }
}
var simpleEscapeCheck = new Array(256);
var simpleEscapeMap = new Array(256);
for (let i = 0; i < 256; i++) {
  simpleEscapeCheck[i] = simpleEscapeSequence(i) ? 1 : 0;
  simpleEscapeMap[i] = simpleEscapeSequence(i);
}
function charFromCodepoint(c) {
  if (c <= 65535) return String.fromCharCode(c);
  return String.fromCharCode((c - 65536 >> 10) + 55296, (c - 65536 & 1023) + 56320);
}
function fromHexCode$1(c) {
  if (c >= 48 && c <= 57) return c - 48;
  return (c | 32) - 97 + 10;
}
function escapedHexLen$1(c) {
  if (c === 120) return 2;
  if (c === 117) return 4;
  return 8;
}
function skipFoldedBreaks(input, position, end) {
  let breaks = 0;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 10) {
      breaks++;
      position++;
    } else if (ch === 13) {
      breaks++;
      position++;
      if (input.charCodeAt(position) === 10) position++;
    } else if (ch === 32 || ch === 9) position++;
    else break;
  }
  return {
    position,
    breaks
  };
}
function foldedBreaks(count) {
  if (count === 1) return " ";
  return "\n".repeat(count - 1);
}
function getPlainValue(input, start, end) {
  let result = "";
  let position = start;
  let captureStart = start;
  let captureEnd = start;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 10 || ch === 13) {
      result += input.slice(captureStart, captureEnd);
      const fold = skipFoldedBreaks(input, position, end);
      result += foldedBreaks(fold.breaks);
      position = captureStart = captureEnd = fold.position;
    } else {
      position++;
      if (ch !== 32 && ch !== 9) captureEnd = position;
    }
  }
  return result + input.slice(captureStart, captureEnd);
}
function getSingleQuotedValue(input, start, end) {
  let result = "";
  let position = start;
  let captureStart = start;
  let captureEnd = start;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 39) {
      result += input.slice(captureStart, position) + "'";
      position += 2;
      captureStart = captureEnd = position;
    } else if (ch === 10 || ch === 13) {
      result += input.slice(captureStart, captureEnd);
      const fold = skipFoldedBreaks(input, position, end);
      result += foldedBreaks(fold.breaks);
      position = captureStart = captureEnd = fold.position;
    } else {
      position++;
      if (ch !== 32 && ch !== 9) captureEnd = position;
    }
  }
  return result + input.slice(captureStart, end);
}
function getDoubleQuotedValue(input, start, end) {
  let result = "";
  let position = start;
  let captureStart = start;
  let captureEnd = start;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 92) {
      result += input.slice(captureStart, position);
      position++;
      const escaped = input.charCodeAt(position);
      if (escaped === 10 || escaped === 13) position = skipFoldedBreaks(input, position, end).position;
      else if (escaped < 256 && simpleEscapeCheck[escaped]) {
        result += simpleEscapeMap[escaped];
        position++;
      } else {
        let hexLength = escapedHexLen$1(escaped);
        let hexResult = 0;
        for (; hexLength > 0; hexLength--) {
          position++;
          const digit = fromHexCode$1(input.charCodeAt(position));
          hexResult = (hexResult << 4) + digit;
        }
        result += charFromCodepoint(hexResult);
        position++;
      }
      captureStart = captureEnd = position;
    } else if (ch === 10 || ch === 13) {
      result += input.slice(captureStart, captureEnd);
      const fold = skipFoldedBreaks(input, position, end);
      result += foldedBreaks(fold.breaks);
      position = captureStart = captureEnd = fold.position;
    } else {
      position++;
      if (ch !== 32 && ch !== 9) captureEnd = position;
    }
  }
  return result + input.slice(captureStart, end);
}
function getBlockValue(input, start, end, indent, chomping, folded) {
  const textIndent = indent < 0 ? 0 : indent;
  const region = input.slice(start, end).replace(/\r\n?/g, "\n");
  const lines = region === "" ? [] : (region.endsWith("\n") ? region.slice(0, -1) : region).split("\n");
  let result = "";
  let didReadContent = false;
  let emptyLines = 0;
  let atMoreIndented = false;
  for (const line of lines) {
    let column = 0;
    while (column < textIndent && line.charCodeAt(column) === 32) column++;
    if (indent < 0 || column >= line.length) {
      emptyLines++;
      continue;
    }
    const content = line.slice(textIndent);
    const first = content.charCodeAt(0);
    if (folded) {
      if (first === 32 || first === 9) {
        atMoreIndented = true;
        result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
      } else if (atMoreIndented) {
        atMoreIndented = false;
        result += "\n".repeat(emptyLines + 1);
      } else if (emptyLines === 0) {
        if (didReadContent) result += " ";
      } else result += "\n".repeat(emptyLines);
    } else result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
    result += content;
    didReadContent = true;
    emptyLines = 0;
  }
  if (chomping === CHOMPING_MODE.KEEP) result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
  else if (chomping !== CHOMPING_MODE.STRIP) {
    if (didReadContent) result += "\n";
  }
  return result;
}
function getScalarValue(input, scalar) {
  if (scalar.valueStart === NO_RANGE$3) return "";
  const { valueStart, valueEnd } = scalar;
  if (scalar.fast) return input.slice(valueStart, valueEnd);
  switch (scalar.style) {
    case SCALAR_STYLE.SINGLE_QUOTED:
      return getSingleQuotedValue(input, valueStart, valueEnd);
    case SCALAR_STYLE.DOUBLE_QUOTED:
      return getDoubleQuotedValue(input, valueStart, valueEnd);
    case SCALAR_STYLE.LITERAL_BLOCK:
      return getBlockValue(input, valueStart, valueEnd, scalar.indent, scalar.chomping, false);
    case SCALAR_STYLE.FOLDED_BLOCK:
      return getBlockValue(input, valueStart, valueEnd, scalar.indent, scalar.chomping, true);
    default:
      return getPlainValue(input, valueStart, valueEnd);
  }
}
var DEFAULT_TAG_HANDLERS = Object.assign(/* @__PURE__ */ Object.create(null), {
  "!": "!",
  "!!": "tag:yaml.org,2002:"
});
var TAG_SUFFIX_CHARS = "-#;/?:@&=+$_.~*'()";
var TAG_URI_CHARS = TAG_SUFFIX_CHARS + "!,[]";
function tagPercentDecode(source) {
  let result = "";
  let index = 0;
  while (index < source.length) {
    if (source.charCodeAt(index) !== 37) {
      result += source[index++];
      continue;
    }
    let ch = parseInt(source.slice(index + 1, index + 3), 16);
    index += 3;
    if (ch >= 192) {
      let remaining = ch < 224 ? 1 : ch < 240 ? 2 : 3;
      ch &= (1 << 6 - remaining) - 1;
      while (remaining-- > 0) {
        ch = ch << 6 | parseInt(source.slice(index + 1, index + 3), 16) & 63;
        index += 3;
      }
    }
    if (ch < 65536) result += String.fromCharCode(ch);
    else {
      ch -= 65536;
      result += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
    }
  }
  return result;
}
function tagNameFull(rawTag, tagHandlers) {
  if (rawTag.startsWith("!<") && rawTag.endsWith(">")) return tagPercentDecode(rawTag.slice(2, -1));
  const handleEnd = rawTag.indexOf("!", 1);
  const handle = handleEnd === -1 ? "!" : rawTag.slice(0, handleEnd + 1);
  return tagPercentDecode(tagHandlers?.[handle] ?? DEFAULT_TAG_HANDLERS[handle] ?? handle) + tagPercentDecode(rawTag.slice(handle.length));
}
var NO_RANGE$2 = -1;
var MERGE_TAG_NAME = "tag:yaml.org,2002:merge";
var DEFAULT_CONSTRUCTOR_OPTIONS = {
  filename: "",
  schema: CORE_SCHEMA,
  json: false,
  maxTotalMergeKeys: 1e4,
  maxAliases: -1
};
function eventPosition$1(event) {
  if ("tagStart" in event && event.tagStart !== NO_RANGE$2) return event.tagStart;
  if ("anchorStart" in event && event.anchorStart !== NO_RANGE$2) return event.anchorStart;
  if ("valueStart" in event && event.valueStart !== NO_RANGE$2) return event.valueStart;
  if ("start" in event) return event.start;
  return 0;
}
function throwError$1(state, message) {
  YAMLException.throwAt(state.source, state.position, message, state.filename);
}
function finalizeCollection(state, position, tag, carrier) {
  try {
    return tag.finalize(carrier);
  } catch (error) {
    if (error instanceof YAMLException) throw error;
    YAMLException.throwAt(state.source, position, error instanceof Error ? error.message : String(error), state.filename);
  }
}
function constructScalar(state, event) {
  const source = getScalarValue(state.source, event);
  const rawTag = event.tagStart === NO_RANGE$2 ? "" : state.source.slice(event.tagStart, event.tagEnd);
  const strTag2 = state.schema.defaultScalarTag;
  if (rawTag !== "") {
    if (rawTag === "!") return {
      value: source,
      tag: strTag2
    };
    const tagName = tagNameFull(rawTag, state.tagHandlers);
    const scalarTag = state.schema.lookupScalarTag(tagName);
    if (scalarTag) {
      const result = scalarTag.resolve(source, true, tagName);
      if (result === NOT_RESOLVED) throwError$1(state, `cannot resolve a node with !<${tagName}> explicit tag`);
      return {
        value: result,
        tag: scalarTag
      };
    }
    const collectionTagDef = state.schema.lookupMappingTag(tagName) ?? state.schema.lookupSequenceTag(tagName);
    if (collectionTagDef) {
      if (source !== "") throwError$1(state, `cannot resolve a node with !<${tagName}> explicit tag`);
      const carrier = collectionTagDef.create(tagName);
      return {
        value: collectionTagDef.carrierIsResult ? carrier : finalizeCollection(state, state.position, collectionTagDef, carrier),
        tag: collectionTagDef
      };
    }
    throwError$1(state, `unknown scalar tag !<${tagName}>`);
  }
  if (event.style === SCALAR_STYLE.PLAIN) return state.schema.resolveImplicitScalarTag(source);
  return {
    value: strTag2.resolve(source, false, strTag2.tagName),
    tag: strTag2
  };
}
function collectionTagName(state, event, defaultTagName) {
  const rawTag = event.tagStart === NO_RANGE$2 ? "" : state.source.slice(event.tagStart, event.tagEnd);
  return rawTag === "" || rawTag === "!" ? defaultTagName : tagNameFull(rawTag, state.tagHandlers);
}
function isMappingTag(tag) {
  return tag.nodeKind === "mapping";
}
function chargeMergeWork(state) {
  state.totalMergeKeys++;
  if (state.maxTotalMergeKeys !== -1 && state.totalMergeKeys > state.maxTotalMergeKeys) throwError$1(state, `merge keys exceeded maxTotalMergeKeys (${state.maxTotalMergeKeys})`);
}
function mergeKeys(state, frame, source, sourceTag) {
  chargeMergeWork(state);
  for (const sourceKey of sourceTag.keys(source)) {
    chargeMergeWork(state);
    if (frame.tag.has(frame.value, sourceKey)) continue;
    const err = frame.tag.addPair(frame.value, sourceKey, sourceTag.get(source, sourceKey));
    if (err) throwError$1(state, err);
    frame.overridable ??= /* @__PURE__ */ new Set();
    frame.overridable.add(sourceKey);
  }
}
function mergeSource(state, frame, source, sourceTag) {
  state.position = frame.keyPosition;
  if (isMappingTag(sourceTag)) mergeKeys(state, frame, source, sourceTag);
  else if (sourceTag.nodeKind === "sequence" && Array.isArray(source)) {
    if (source.length > 100) throwError$1(state, "abnormal merge sequence size");
    for (const element of source) {
      const elementTag = state.nodeTags.get(element);
      if (!elementTag) throwError$1(state, "cannot merge mappings; the provided source object is unacceptable");
      mergeKeys(state, frame, element, elementTag);
    }
  } else throwError$1(state, "cannot merge mappings; the provided source object is unacceptable");
}
function addMappingValue(state, frame, key, value, tag) {
  state.position = frame.keyPosition;
  if (frame.keyIsMerge) {
    mergeSource(state, frame, value, tag);
    return;
  }
  if (!state.json && frame.tag.has(frame.value, key) && !frame.overridable?.has(key)) throwError$1(state, "duplicated mapping key");
  const err = frame.tag.addPair(frame.value, key, value);
  if (err) throwError$1(state, err);
  frame.overridable?.delete(key);
}
function addValue(state, value, tag) {
  const frame = state.frames[state.frames.length - 1];
  if (frame.kind === "document") {
    frame.value = value;
    frame.hasValue = true;
  } else if (frame.kind === "sequence") {
    if (isMappingTag(tag)) state.nodeTags.set(value, tag);
    const err = frame.tag.addItem(frame.value, value, frame.index++);
    if (err) throwError$1(state, err);
  } else if (frame.hasKey) {
    const key = frame.key;
    frame.key = void 0;
    frame.hasKey = false;
    addMappingValue(state, frame, key, value, tag);
  } else {
    frame.key = value;
    frame.keyPosition = state.position;
    frame.hasKey = true;
    frame.keyIsMerge = tag.tagName === MERGE_TAG_NAME;
  }
}
function storeAnchor(state, event, value, tag, isValueFinal) {
  if (event.anchorStart !== NO_RANGE$2) {
    const anchor = {
      value,
      tag,
      isValueFinal
    };
    state.anchors.set(state.source.slice(event.anchorStart, event.anchorEnd), anchor);
    return anchor;
  }
  return null;
}
function constructFromEvents(events, options) {
  const state = {
    ...DEFAULT_CONSTRUCTOR_OPTIONS,
    ...options,
    events,
    documents: [],
    eventIndex: 0,
    position: 0,
    frames: [],
    anchors: /* @__PURE__ */ new Map(),
    nodeTags: /* @__PURE__ */ new Map(),
    tagHandlers: /* @__PURE__ */ Object.create(null),
    totalMergeKeys: 0,
    aliasCount: 0
  };
  while (state.eventIndex < state.events.length) {
    const event = state.events[state.eventIndex++];
    state.position = eventPosition$1(event);
    switch (event.type) {
      case EVENT_ID.DOCUMENT:
        state.anchors = /* @__PURE__ */ new Map();
        state.nodeTags = /* @__PURE__ */ new Map();
        state.aliasCount = 0;
        state.tagHandlers = /* @__PURE__ */ Object.create(null);
        for (const directive of event.directives) if (directive.kind === "tag") state.tagHandlers[directive.handle] = directive.prefix;
        state.frames.push({
          kind: "document",
          position: state.position,
          value: void 0,
          hasValue: false
        });
        break;
      case EVENT_ID.SCALAR: {
        const { value, tag } = constructScalar(state, event);
        storeAnchor(state, event, value, tag, true);
        addValue(state, value, tag);
        break;
      }
      case EVENT_ID.SEQUENCE: {
        const tagName = collectionTagName(state, event, "tag:yaml.org,2002:seq");
        const tag = state.schema.lookupSequenceTag(tagName);
        if (!tag) throwError$1(state, `unknown sequence tag !<${tagName}>`);
        const value = tag.create(tagName);
        const anchor = storeAnchor(state, event, value, tag, tag.carrierIsResult);
        state.frames.push({
          kind: "sequence",
          position: state.position,
          value,
          tag,
          anchor,
          index: 0
        });
        break;
      }
      case EVENT_ID.MAPPING: {
        const tagName = collectionTagName(state, event, "tag:yaml.org,2002:map");
        const tag = state.schema.lookupMappingTag(tagName);
        if (!tag) throwError$1(state, `unknown mapping tag !<${tagName}>`);
        const value = tag.create(tagName);
        const anchor = storeAnchor(state, event, value, tag, tag.carrierIsResult);
        state.frames.push({
          kind: "mapping",
          position: state.position,
          value,
          tag,
          anchor,
          key: void 0,
          keyPosition: state.position,
          hasKey: false,
          keyIsMerge: false,
          overridable: null
        });
        break;
      }
      case EVENT_ID.ALIAS: {
        if (state.maxAliases !== -1 && ++state.aliasCount > state.maxAliases) throwError$1(state, `aliases exceeded maxAliases (${state.maxAliases})`);
        const name = state.source.slice(event.anchorStart, event.anchorEnd);
        const anchor = state.anchors.get(name);
        if (!anchor) throwError$1(state, `unidentified alias "${name}"`);
        if (!anchor.isValueFinal) throwError$1(state, `recursive alias "${name}" is not supported for tag ${anchor.tag.tagName} because it uses finalize()`);
        addValue(state, anchor.value, anchor.tag);
        break;
      }
      case EVENT_ID.POP: {
        const frame = state.frames.pop();
        if (frame.kind === "mapping" && frame.hasKey) {
          state.position = frame.keyPosition;
          throwError$1(state, "incomplete mapping pair in event stream");
        }
        if (frame.kind === "document") state.documents.push(frame.value);
        else {
          const value = frame.tag.carrierIsResult ? frame.value : finalizeCollection(state, frame.position, frame.tag, frame.value);
          if (frame.anchor) {
            frame.anchor.value = value;
            frame.anchor.isValueFinal = true;
          }
          addValue(state, value, frame.tag);
        }
        break;
      }
    }
  }
  return state.documents;
}
var NO_RANGE$1 = -1;
var HAS_OWN = Object.prototype.hasOwnProperty;
var CONTEXT_FLOW_IN = 1;
var CONTEXT_FLOW_OUT = 2;
var CONTEXT_BLOCK_IN = 3;
var CONTEXT_BLOCK_OUT = 4;
var PATTERN_NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
var PATTERN_FLOW_INDICATORS = /[,\[\]{}]/;
var PATTERN_TAG_HANDLE = /^(?:!|!!|![0-9A-Za-z-]+!)$/;
var NS_URI_CHAR = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$,_.!~*'()\[\]])`;
var NS_TAG_CHAR = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$.~*'()_])`;
var PATTERN_TAG_URI = new RegExp(`^(?:${NS_URI_CHAR})*$`);
var PATTERN_TAG_SUFFIX = new RegExp(`^(?:${NS_TAG_CHAR})+$`);
var PATTERN_TAG_PREFIX = new RegExp(`^(?:!(?:${NS_URI_CHAR})*|${NS_TAG_CHAR}(?:${NS_URI_CHAR})*)$`);
var DEFAULT_PARSER_OPTIONS = {
  filename: "",
  maxDepth: 100
};
function addDocumentEvent(state, explicitStart, explicitEnd) {
  state.events.push({
    type: EVENT_ID.DOCUMENT,
    explicitStart,
    explicitEnd,
    directives: state.directives
  });
}
function addSequenceEvent(state, start, anchorStart, anchorEnd, tagStart, tagEnd, style) {
  state.events.push({
    type: EVENT_ID.SEQUENCE,
    start,
    anchorStart,
    anchorEnd,
    tagStart,
    tagEnd,
    style
  });
}
function addMappingEvent(state, start, anchorStart, anchorEnd, tagStart, tagEnd, style) {
  state.events.push({
    type: EVENT_ID.MAPPING,
    start,
    anchorStart,
    anchorEnd,
    tagStart,
    tagEnd,
    style
  });
}
function insertFlowPairMappingEvent(state, snapshot) {
  state.events.splice(snapshot.eventsLength, 0, {
    type: EVENT_ID.MAPPING,
    start: snapshot.position,
    anchorStart: NO_RANGE$1,
    anchorEnd: NO_RANGE$1,
    tagStart: NO_RANGE$1,
    tagEnd: NO_RANGE$1,
    style: COLLECTION_STYLE.FLOW
  });
}
function addScalarEvent(state, valueStart, valueEnd, anchorStart, anchorEnd, tagStart, tagEnd, style, chomping = CHOMPING_MODE.CLIP, indent = -1, fast = false) {
  state.events.push({
    type: EVENT_ID.SCALAR,
    valueStart,
    valueEnd,
    anchorStart,
    anchorEnd,
    tagStart,
    tagEnd,
    style,
    chomping,
    indent,
    fast
  });
}
function addAliasEvent(state, anchorStart, anchorEnd) {
  state.events.push({
    type: EVENT_ID.ALIAS,
    anchorStart,
    anchorEnd
  });
}
function addPopEvent(state) {
  state.events.push({ type: EVENT_ID.POP });
}
function addEmptyScalarEvent(state) {
  addScalarEvent(state, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, SCALAR_STYLE.PLAIN);
}
function emptyProperties() {
  return {
    anchorStart: NO_RANGE$1,
    anchorEnd: NO_RANGE$1,
    tagStart: NO_RANGE$1,
    tagEnd: NO_RANGE$1
  };
}
function snapshotState(state) {
  return {
    position: state.position,
    line: state.line,
    lineStart: state.lineStart,
    lineIndent: state.lineIndent,
    firstTabInLine: state.firstTabInLine,
    eventsLength: state.events.length
  };
}
function restoreState(state, snapshot) {
  state.position = snapshot.position;
  state.line = snapshot.line;
  state.lineStart = snapshot.lineStart;
  state.lineIndent = snapshot.lineIndent;
  state.firstTabInLine = snapshot.firstTabInLine;
  state.events.length = snapshot.eventsLength;
}
function throwError(state, message) {
  YAMLException.throwAt(state.input.slice(0, state.length), state.position, message, state.filename);
}
function isEol(c) {
  return c === 10 || c === 13;
}
function isWhiteSpace(c) {
  return c === 9 || c === 32;
}
function isWsOrEol(c) {
  return isWhiteSpace(c) || isEol(c);
}
function isWsOrEolOrEnd(c) {
  return c === 0 || isWsOrEol(c);
}
function isFlowIndicator(c) {
  return c === 44 || c === 91 || c === 93 || c === 123 || c === 125;
}
function fromDecimalCode(c) {
  return c >= 48 && c <= 57 ? c - 48 : -1;
}
function fromHexCode(c) {
  if (c >= 48 && c <= 57) return c - 48;
  const lc = c | 32;
  if (lc >= 97 && lc <= 102) return lc - 97 + 10;
  return -1;
}
function escapedHexLen(c) {
  if (c === 120) return 2;
  if (c === 117) return 4;
  if (c === 85) return 8;
  return 0;
}
function isSimpleEscape(c) {
  return c === 48 || c === 97 || c === 98 || c === 116 || c === 9 || c === 110 || c === 118 || c === 102 || c === 114 || c === 101 || c === 32 || c === 34 || c === 47 || c === 92 || c === 78 || c === 95 || c === 76 || c === 80;
}
function consumeLineBreak(state) {
  if (state.input.charCodeAt(state.position) === 10) state.position++;
  else {
    state.position++;
    if (state.input.charCodeAt(state.position) === 10) state.position++;
  }
  state.line++;
  state.lineStart = state.position;
  state.lineIndent = 0;
  state.firstTabInLine = -1;
}
function skipSeparationSpace(state, allowComments) {
  let lineBreaks = 0;
  let ch = state.input.charCodeAt(state.position);
  let hasSeparation = state.position === state.lineStart || isWsOrEol(state.input.charCodeAt(state.position - 1));
  while (ch !== 0) {
    while (isWhiteSpace(ch)) {
      hasSeparation = true;
      if (ch === 9 && state.firstTabInLine === -1) state.firstTabInLine = state.position;
      ch = state.input.charCodeAt(++state.position);
    }
    if (allowComments && hasSeparation && ch === 35) do
      ch = state.input.charCodeAt(++state.position);
    while (!isEol(ch) && ch !== 0);
    if (!isEol(ch)) break;
    consumeLineBreak(state);
    lineBreaks++;
    hasSeparation = true;
    ch = state.input.charCodeAt(state.position);
    while (ch === 32) {
      state.lineIndent++;
      ch = state.input.charCodeAt(++state.position);
    }
  }
  return lineBreaks;
}
function testDocumentSeparator(state, position = state.position) {
  const ch = state.input.charCodeAt(position);
  if ((ch === 45 || ch === 46) && ch === state.input.charCodeAt(position + 1) && ch === state.input.charCodeAt(position + 2)) {
    const following = state.input.charCodeAt(position + 3);
    return following === 0 || isWsOrEol(following);
  }
  return false;
}
function skipByteOrderMark(state) {
  if (state.position === state.lineStart && state.input.charCodeAt(state.position) === 65279) {
    state.position++;
    state.lineStart = state.position;
  }
}
function testDocumentBoundary(state) {
  if (state.position !== state.lineStart) return false;
  if (testDocumentSeparator(state)) return true;
  if (state.input.charCodeAt(state.position) !== 65279) return false;
  const snapshot = snapshotState(state);
  skipByteOrderMark(state);
  skipSeparationSpace(state, true);
  const ch = state.input.charCodeAt(state.position);
  const result = state.position === state.lineStart && (ch === 37 || ch === 45 && testDocumentSeparator(state));
  restoreState(state, snapshot);
  return result;
}
function skipUntilLineEnd(state) {
  let ch = state.input.charCodeAt(state.position);
  while (ch !== 0 && !isEol(ch)) ch = state.input.charCodeAt(++state.position);
}
function checkPrintable(state, start, end) {
  const match = PATTERN_NON_PRINTABLE.exec(state.input.slice(start, end));
  if (match !== null) {
    state.position = start + match.index + match[0].length - 1;
    throwError(state, "the stream contains non-printable characters");
  }
}
function readTagProperty(state, props, inFlow) {
  if (state.input.charCodeAt(state.position) !== 33) return false;
  if (props.tagStart !== NO_RANGE$1) throwError(state, "duplication of a tag property");
  const start = state.position;
  let isVerbatim = false;
  let isNamed = false;
  let tagHandle = "!";
  let ch = state.input.charCodeAt(++state.position);
  if (ch === 60) {
    isVerbatim = true;
    ch = state.input.charCodeAt(++state.position);
  } else if (ch === 33) {
    isNamed = true;
    tagHandle = "!!";
    ch = state.input.charCodeAt(++state.position);
  }
  let suffixStart = state.position;
  let tagName;
  if (isVerbatim) {
    while (ch !== 0 && ch !== 62) ch = state.input.charCodeAt(++state.position);
    if (ch !== 62) throwError(state, "unexpected end of the stream within a verbatim tag");
    tagName = state.input.slice(suffixStart, state.position);
    state.position++;
  } else {
    while (ch !== 0 && !isWsOrEol(ch) && !(inFlow && isFlowIndicator(ch))) {
      if (ch === 33) {
        if (!isNamed) {
          tagHandle = state.input.slice(suffixStart - 1, state.position + 1);
          if (!PATTERN_TAG_HANDLE.test(tagHandle)) throwError(state, "named tag handle cannot contain such characters");
          isNamed = true;
          suffixStart = state.position + 1;
        } else throwError(state, "tag suffix cannot contain exclamation marks");
      }
      ch = state.input.charCodeAt(++state.position);
    }
    tagName = state.input.slice(suffixStart, state.position);
    if (PATTERN_FLOW_INDICATORS.test(tagName)) throwError(state, "tag suffix cannot contain flow indicator characters");
  }
  if (tagName && !(isVerbatim ? PATTERN_TAG_URI.test(tagName) : PATTERN_TAG_SUFFIX.test(tagName))) throwError(state, `tag name cannot contain such characters: ${tagName}`);
  if (!isVerbatim && tagHandle !== "!" && tagHandle !== "!!" && !HAS_OWN.call(state.tagHandlers, tagHandle)) throwError(state, `undeclared tag handle "${tagHandle}"`);
  props.tagStart = start;
  props.tagEnd = state.position;
  return true;
}
function readAnchorProperty(state, props) {
  if (state.input.charCodeAt(state.position) !== 38) return false;
  if (props.anchorStart !== NO_RANGE$1) throwError(state, "duplication of an anchor property");
  state.position++;
  const start = state.position;
  while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position)) && !isFlowIndicator(state.input.charCodeAt(state.position))) state.position++;
  if (state.position === start) throwError(state, "name of an anchor node must contain at least one character");
  props.anchorStart = start;
  props.anchorEnd = state.position;
  return true;
}
function readAlias(state, props) {
  if (state.input.charCodeAt(state.position) !== 42) return false;
  if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) throwError(state, "alias node should not have any properties");
  state.position++;
  const start = state.position;
  while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position)) && !isFlowIndicator(state.input.charCodeAt(state.position))) state.position++;
  if (state.position === start) throwError(state, "name of an alias node must contain at least one character");
  addAliasEvent(state, start, state.position);
  return true;
}
function readFlowScalarBreak(state, nodeIndent) {
  skipSeparationSpace(state, false);
  if (state.lineIndent < nodeIndent) throwError(state, "deficient indentation");
}
function readSingleQuotedScalar(state, nodeIndent, props) {
  if (state.input.charCodeAt(state.position) !== 39) return false;
  state.position++;
  const start = state.position;
  let simple = true;
  while (state.input.charCodeAt(state.position) !== 0) {
    const ch = state.input.charCodeAt(state.position);
    if (ch === 39) {
      if (state.input.charCodeAt(state.position + 1) === 39) {
        simple = false;
        state.position += 2;
        continue;
      }
      const end = state.position;
      state.position++;
      addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.SINGLE_QUOTED, CHOMPING_MODE.CLIP, -1, simple);
      return true;
    }
    if (isEol(ch)) {
      simple = false;
      readFlowScalarBreak(state, nodeIndent);
    } else if (state.position === state.lineStart && testDocumentSeparator(state)) throwError(state, "unexpected end of the document within a single quoted scalar");
    else if (ch !== 9 && ch < 32) throwError(state, "expected valid JSON character");
    else state.position++;
  }
  throwError(state, "unexpected end of the stream within a single quoted scalar");
}
function readDoubleQuotedScalar(state, nodeIndent, props) {
  if (state.input.charCodeAt(state.position) !== 34) return false;
  state.position++;
  const start = state.position;
  let simple = true;
  while (state.input.charCodeAt(state.position) !== 0) {
    const ch = state.input.charCodeAt(state.position);
    if (ch === 34) {
      const end = state.position;
      state.position++;
      addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.DOUBLE_QUOTED, CHOMPING_MODE.CLIP, -1, simple);
      return true;
    }
    if (ch === 92) {
      simple = false;
      const escaped = state.input.charCodeAt(++state.position);
      if (isEol(escaped)) readFlowScalarBreak(state, nodeIndent);
      else if (isSimpleEscape(escaped)) state.position++;
      else {
        let hexLength = escapedHexLen(escaped);
        if (hexLength === 0) throwError(state, "unknown escape sequence");
        while (hexLength-- > 0) {
          state.position++;
          if (fromHexCode(state.input.charCodeAt(state.position)) < 0) throwError(state, "expected hexadecimal character");
        }
        state.position++;
      }
    } else if (isEol(ch)) {
      simple = false;
      readFlowScalarBreak(state, nodeIndent);
    } else if (state.position === state.lineStart && testDocumentSeparator(state)) throwError(state, "unexpected end of the document within a double quoted scalar");
    else if (ch !== 9 && ch < 32) throwError(state, "expected valid JSON character");
    else state.position++;
  }
  throwError(state, "unexpected end of the stream within a double quoted scalar");
}
function readBlockScalar(state, parentIndent, props) {
  const ch = state.input.charCodeAt(state.position);
  let chomping = CHOMPING_MODE.CLIP;
  let indent = -1;
  let detectedIndent = false;
  if (ch !== 124 && ch !== 62) return false;
  const style = ch === 124 ? SCALAR_STYLE.LITERAL_BLOCK : SCALAR_STYLE.FOLDED_BLOCK;
  state.position++;
  while (state.input.charCodeAt(state.position) !== 0) {
    const current = state.input.charCodeAt(state.position);
    const digit = fromDecimalCode(current);
    if (current === 43 || current === 45) {
      if (chomping !== CHOMPING_MODE.CLIP) throwError(state, "repeat of a chomping mode identifier");
      chomping = current === 43 ? CHOMPING_MODE.KEEP : CHOMPING_MODE.STRIP;
      state.position++;
    } else if (digit >= 0) {
      if (digit === 0) throwError(state, "bad explicit indentation width of a block scalar; it cannot be less than one");
      if (detectedIndent) throwError(state, "repeat of an indentation width identifier");
      indent = parentIndent + digit - 1;
      detectedIndent = true;
      state.position++;
    } else break;
  }
  let hadWhitespace = false;
  while (isWhiteSpace(state.input.charCodeAt(state.position))) {
    hadWhitespace = true;
    state.position++;
  }
  if (hadWhitespace && state.input.charCodeAt(state.position) === 35) skipUntilLineEnd(state);
  if (isEol(state.input.charCodeAt(state.position))) consumeLineBreak(state);
  else if (state.input.charCodeAt(state.position) !== 0) throwError(state, "a line break is expected");
  let contentIndent = detectedIndent ? indent : -1;
  let maxLeadingIndent = 0;
  const valueStart = state.position;
  let valueEnd = state.position;
  while (state.input.charCodeAt(state.position) !== 0) {
    const linePosition = state.position;
    let column = 0;
    while (state.input.charCodeAt(linePosition + column) === 32) column++;
    const first = state.input.charCodeAt(linePosition + column);
    if (first === 0) {
      if (contentIndent >= 0) {
        if (column > contentIndent) valueEnd = linePosition + column;
      } else if (column > 0) valueEnd = linePosition + column;
      break;
    }
    if (testDocumentBoundary(state)) break;
    if (!detectedIndent && contentIndent === -1 && isEol(first)) maxLeadingIndent = Math.max(maxLeadingIndent, column);
    if (!detectedIndent && contentIndent === -1 && !isEol(first)) {
      if (first === 9 && column < parentIndent) {
        state.position = linePosition + column;
        throwError(state, "tab characters must not be used in indentation");
      }
      if (column >= parentIndent && column < maxLeadingIndent) {
        state.position = linePosition + column;
        throwError(state, "bad indentation of a mapping entry");
      }
    }
    if (contentIndent === -1 && first !== 0 && !isEol(first) && column < parentIndent) {
      state.lineIndent = column;
      state.position = linePosition + column;
      break;
    }
    if (!detectedIndent && first !== 0 && !isEol(first) && contentIndent === -1) contentIndent = column;
    const requiredIndent = contentIndent === -1 ? parentIndent + 1 : contentIndent;
    if (first !== 0 && !isEol(first) && column < requiredIndent) {
      state.lineIndent = column;
      state.position = linePosition + column;
      break;
    }
    skipUntilLineEnd(state);
    valueEnd = state.position;
    if (isEol(state.input.charCodeAt(state.position))) {
      consumeLineBreak(state);
      valueEnd = state.position;
    }
  }
  checkPrintable(state, valueStart, valueEnd);
  addScalarEvent(state, valueStart, valueEnd, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, style, chomping, contentIndent);
  return true;
}
function canStartPlainScalar(state, nodeContext) {
  const ch = state.input.charCodeAt(state.position);
  const inFlow = nodeContext === CONTEXT_FLOW_IN;
  if (ch === 0 || isWsOrEol(ch) || ch === 35 || ch === 38 || ch === 42 || ch === 33 || ch === 124 || ch === 62 || ch === 39 || ch === 34 || ch === 37 || ch === 64 || ch === 96 || isFlowIndicator(ch)) return false;
  if (ch === 63 || ch === 45) {
    const following = state.input.charCodeAt(state.position + 1);
    if (isWsOrEolOrEnd(following) || inFlow && isFlowIndicator(following)) return false;
  }
  return true;
}
function readPlainScalar(state, nodeIndent, nodeContext, props) {
  if (!canStartPlainScalar(state, nodeContext)) return false;
  const start = state.position;
  let end = state.position;
  let ch = state.input.charCodeAt(state.position);
  const inFlow = nodeContext === CONTEXT_FLOW_IN;
  let multiline = false;
  while (ch !== 0) {
    if (testDocumentBoundary(state)) break;
    if (ch === 58) {
      const following = state.input.charCodeAt(state.position + 1);
      if (isWsOrEolOrEnd(following) || inFlow && isFlowIndicator(following)) break;
    } else if (ch === 35) {
      if (isWsOrEol(state.input.charCodeAt(state.position - 1))) break;
    } else if (inFlow && isFlowIndicator(ch)) break;
    else if (isEol(ch)) {
      const savedPosition = state.position;
      const savedLine = state.line;
      const savedLineStart = state.lineStart;
      const savedLineIndent = state.lineIndent;
      skipSeparationSpace(state, false);
      if (state.lineIndent >= nodeIndent) {
        multiline = true;
        ch = state.input.charCodeAt(state.position);
        continue;
      }
      state.position = savedPosition;
      state.line = savedLine;
      state.lineStart = savedLineStart;
      state.lineIndent = savedLineIndent;
      break;
    }
    if (!isWhiteSpace(ch)) end = state.position + 1;
    ch = state.input.charCodeAt(++state.position);
  }
  if (end === start) return false;
  checkPrintable(state, start, end);
  addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.PLAIN, CHOMPING_MODE.CLIP, -1, !multiline);
  return true;
}
function skipFlowSeparationSpace(state, nodeIndent) {
  const startLine = state.line;
  skipSeparationSpace(state, true);
  if (state.line > startLine && state.lineIndent < nodeIndent || state.firstTabInLine !== -1 && state.lineIndent < nodeIndent) throwError(state, "deficient indentation");
}
function readFlowCollection(state, nodeIndent, props) {
  const ch = state.input.charCodeAt(state.position);
  const isMapping = ch === 123;
  const start = state.position;
  let readNext = true;
  if (ch !== 91 && ch !== 123) return false;
  const terminator = isMapping ? 125 : 93;
  if (isMapping) addMappingEvent(state, start, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.FLOW);
  else addSequenceEvent(state, start, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.FLOW);
  state.position++;
  while (state.input.charCodeAt(state.position) !== 0) {
    skipFlowSeparationSpace(state, nodeIndent);
    let ch2 = state.input.charCodeAt(state.position);
    if (ch2 === terminator) {
      state.position++;
      addPopEvent(state);
      return true;
    } else if (!readNext) throwError(state, "missed comma between flow collection entries");
    else if (ch2 === 44) throwError(state, "expected the node content, but found ','");
    let isPair = false;
    let isExplicitPair = false;
    if (ch2 === 63 && isWsOrEol(state.input.charCodeAt(state.position + 1))) {
      isPair = isExplicitPair = true;
      state.position += 1;
      skipFlowSeparationSpace(state, nodeIndent);
    }
    const entryLine = state.line;
    const entryStart = snapshotState(state);
    const keyWasRead = parseNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
    skipFlowSeparationSpace(state, nodeIndent);
    ch2 = state.input.charCodeAt(state.position);
    if ((isMapping || isExplicitPair || state.line === entryLine) && ch2 === 58) {
      isPair = true;
      state.position++;
      skipFlowSeparationSpace(state, nodeIndent);
      if (!isMapping) {
        insertFlowPairMappingEvent(state, entryStart);
        if (!keyWasRead) addEmptyScalarEvent(state);
      } else if (!keyWasRead) addEmptyScalarEvent(state);
      if (!parseNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true)) addEmptyScalarEvent(state);
      skipFlowSeparationSpace(state, nodeIndent);
      if (!isMapping) addPopEvent(state);
    } else if (isMapping && isPair) {
      if (!keyWasRead) addEmptyScalarEvent(state);
      addEmptyScalarEvent(state);
    } else if (isMapping) addEmptyScalarEvent(state);
    else if (isPair) {
      insertFlowPairMappingEvent(state, entryStart);
      if (!keyWasRead) addEmptyScalarEvent(state);
      addEmptyScalarEvent(state);
      addPopEvent(state);
    }
    ch2 = state.input.charCodeAt(state.position);
    if (ch2 === 44) {
      readNext = true;
      state.position++;
    } else readNext = false;
  }
  throwError(state, "unexpected end of the stream within a flow collection");
}
function readBlockSequence(state, nodeIndent, props) {
  if (state.firstTabInLine !== -1 || state.input.charCodeAt(state.position) !== 45 || !isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) return false;
  addSequenceEvent(state, state.position, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.BLOCK);
  while (state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) {
    if (state.firstTabInLine !== -1) {
      state.position = state.firstTabInLine;
      throwError(state, "tab characters must not be used in indentation");
    }
    const entryLine = state.line;
    state.position++;
    const hadBreak = skipSeparationSpace(state, true) > 0;
    if (state.firstTabInLine !== -1 && state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) throwError(state, "bad indentation of a sequence entry");
    if (hadBreak && state.lineIndent <= nodeIndent) addEmptyScalarEvent(state);
    else parseNode(state, nodeIndent, CONTEXT_BLOCK_IN, false, true);
    skipSeparationSpace(state, true);
    if (state.lineIndent < nodeIndent || state.position >= state.length) break;
    if (state.lineIndent > nodeIndent) throwError(state, "bad indentation of a sequence entry");
    if (state.line === entryLine && state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) throwError(state, "bad indentation of a sequence entry");
  }
  addPopEvent(state);
  return true;
}
function readBlockMapping(state, nodeIndent, flowIndent, props) {
  let atExplicitKey = false;
  let detected = false;
  let mappingOpened = false;
  let pendingExplicitKey = false;
  if (state.firstTabInLine !== -1) return false;
  let ch = state.input.charCodeAt(state.position);
  while (ch !== 0) {
    if (!atExplicitKey && state.firstTabInLine !== -1) {
      state.position = state.firstTabInLine;
      throwError(state, "tab characters must not be used in indentation");
    }
    const following = state.input.charCodeAt(state.position + 1);
    const entryLine = state.line;
    if ((ch === 63 || ch === 58) && isWsOrEolOrEnd(following)) {
      if (!mappingOpened) {
        addMappingEvent(state, state.position, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, COLLECTION_STYLE.BLOCK);
        mappingOpened = true;
      }
      if (ch === 63) {
        if (atExplicitKey) addEmptyScalarEvent(state);
        detected = true;
        atExplicitKey = true;
      } else if (atExplicitKey) atExplicitKey = false;
      else {
        addEmptyScalarEvent(state);
        detected = true;
        atExplicitKey = false;
      }
      state.position += 1;
      pendingExplicitKey = true;
    } else {
      if (atExplicitKey) {
        addEmptyScalarEvent(state);
        atExplicitKey = false;
      }
      const beforeKey = snapshotState(state);
      if (!parseNode(state, flowIndent, CONTEXT_FLOW_OUT, false, true)) break;
      if (state.line === entryLine) {
        ch = state.input.charCodeAt(state.position);
        while (isWhiteSpace(ch)) ch = state.input.charCodeAt(++state.position);
        if (ch === 58) {
          ch = state.input.charCodeAt(++state.position);
          if (!isWsOrEolOrEnd(ch)) throwError(state, "a whitespace character is expected after the key-value separator within a block mapping");
          if (!mappingOpened) {
            state.events.splice(beforeKey.eventsLength, 0, {
              type: EVENT_ID.MAPPING,
              start: beforeKey.position,
              anchorStart: props.anchorStart,
              anchorEnd: props.anchorEnd,
              tagStart: props.tagStart,
              tagEnd: props.tagEnd,
              style: COLLECTION_STYLE.BLOCK
            });
            mappingOpened = true;
          }
          detected = true;
          atExplicitKey = false;
          pendingExplicitKey = false;
        } else if (detected) throwError(state, "expected ':' after a mapping key");
        else {
          if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) {
            restoreState(state, beforeKey);
            return false;
          }
          return true;
        }
      } else if (detected) throwError(state, "can not read a block mapping entry; a multiline key may not be an implicit key");
      else {
        if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) {
          restoreState(state, beforeKey);
          return false;
        }
        return true;
      }
    }
    if (parseNode(state, nodeIndent, CONTEXT_BLOCK_OUT, true, pendingExplicitKey)) pendingExplicitKey = false;
    if (!atExplicitKey) {
      if (pendingExplicitKey) {
        addEmptyScalarEvent(state);
        pendingExplicitKey = false;
      }
    }
    skipSeparationSpace(state, true);
    ch = state.input.charCodeAt(state.position);
    if ((state.line === entryLine || state.lineIndent > nodeIndent) && ch !== 0) throwError(state, "bad indentation of a mapping entry");
    else if (state.lineIndent < nodeIndent) break;
  }
  if (!detected) return false;
  if (atExplicitKey) addEmptyScalarEvent(state);
  if (mappingOpened) addPopEvent(state);
  return true;
}
function parseNode(state, parentIndent, nodeContext, allowToSeek, allowCompact, allowPropertyMapping = true) {
  if (state.depth >= state.maxDepth) throwError(state, `nesting exceeded maxDepth (${state.maxDepth})`);
  state.depth++;
  let indentStatus = 1;
  let atNewLine = false;
  let hasContent2 = false;
  let propertyStart = null;
  const props = emptyProperties();
  let allowBlockScalars = nodeContext === CONTEXT_BLOCK_OUT || nodeContext === CONTEXT_BLOCK_IN;
  let allowBlockCollections = allowBlockScalars;
  const allowBlockStyles = allowBlockScalars;
  if (allowToSeek && skipSeparationSpace(state, true)) {
    atNewLine = true;
    if (state.lineIndent > parentIndent) indentStatus = 1;
    else if (state.lineIndent === parentIndent) indentStatus = 0;
    else indentStatus = -1;
  }
  if (indentStatus === 1) while (true) {
    const ch = state.input.charCodeAt(state.position);
    const propertyState = snapshotState(state);
    if (atNewLine && indentStatus !== 1 && (ch === 33 || ch === 38)) break;
    if (atNewLine && allowBlockStyles && (props.tagStart !== NO_RANGE$1 || props.anchorStart !== NO_RANGE$1) && (ch === 33 || ch === 38)) {
      const fallbackState = snapshotState(state);
      const flowIndent = parentIndent + 1;
      if (readBlockMapping(state, state.position - state.lineStart, flowIndent, props) && state.events[fallbackState.eventsLength]?.type === EVENT_ID.MAPPING) {
        state.depth--;
        return true;
      }
      restoreState(state, fallbackState);
    }
    if (atNewLine && (ch === 33 && props.tagStart !== NO_RANGE$1 || ch === 38 && props.anchorStart !== NO_RANGE$1)) break;
    if (!readTagProperty(state, props, nodeContext === CONTEXT_FLOW_IN) && !readAnchorProperty(state, props)) break;
    if (propertyStart === null) propertyStart = propertyState;
    if (skipSeparationSpace(state, true)) {
      atNewLine = true;
      allowBlockCollections = allowBlockStyles;
      if (state.lineIndent > parentIndent) indentStatus = 1;
      else if (state.lineIndent === parentIndent) indentStatus = 0;
      else indentStatus = -1;
    } else allowBlockCollections = false;
  }
  if (allowBlockCollections) allowBlockCollections = atNewLine || allowCompact;
  if (indentStatus === 1 || nodeContext === CONTEXT_BLOCK_OUT) {
    const flowIndent = nodeContext === CONTEXT_FLOW_IN || nodeContext === CONTEXT_FLOW_OUT ? parentIndent : parentIndent + 1;
    const blockIndent = state.position - state.lineStart;
    if (indentStatus === 1) {
      if (allowBlockCollections && (readBlockSequence(state, blockIndent, props) || readBlockMapping(state, blockIndent, flowIndent, props)) || readFlowCollection(state, flowIndent, props)) hasContent2 = true;
      else {
        const ch = state.input.charCodeAt(state.position);
        if (propertyStart !== null && allowPropertyMapping && allowBlockStyles && !allowBlockCollections && ch !== 124 && ch !== 62) {
          const fallbackState = snapshotState(state);
          const propertyIndent = propertyStart.position - propertyStart.lineStart;
          restoreState(state, propertyStart);
          if (readBlockMapping(state, propertyIndent, flowIndent, emptyProperties()) && state.events[fallbackState.eventsLength]?.type === EVENT_ID.MAPPING) hasContent2 = true;
          else restoreState(state, fallbackState);
        }
        if (!hasContent2 && (allowBlockScalars && readBlockScalar(state, flowIndent, props) || readSingleQuotedScalar(state, flowIndent, props) || readDoubleQuotedScalar(state, flowIndent, props) || readAlias(state, props) || readPlainScalar(state, flowIndent, nodeContext, props))) hasContent2 = true;
      }
    } else if (indentStatus === 0) hasContent2 = allowBlockCollections && readBlockSequence(state, blockIndent, props);
  }
  allowBlockScalars = allowBlockScalars && !hasContent2;
  if (!hasContent2 && (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1 || allowBlockScalars)) {
    addScalarEvent(state, NO_RANGE$1, NO_RANGE$1, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, SCALAR_STYLE.PLAIN);
    hasContent2 = true;
  }
  state.depth--;
  return hasContent2 || props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1;
}
function readDirective(state) {
  if (state.lineIndent > 0 || state.input.charCodeAt(state.position) !== 37) return false;
  state.position++;
  const nameStart = state.position;
  while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position))) state.position++;
  const name = state.input.slice(nameStart, state.position);
  const args = [];
  if (name.length === 0) throwError(state, "directive name must not be less than one character in length");
  while (state.input.charCodeAt(state.position) !== 0 && !isEol(state.input.charCodeAt(state.position))) {
    while (isWhiteSpace(state.input.charCodeAt(state.position))) state.position++;
    if (state.input.charCodeAt(state.position) === 35 || isEol(state.input.charCodeAt(state.position)) || state.input.charCodeAt(state.position) === 0) break;
    const start = state.position;
    while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position))) state.position++;
    args.push(state.input.slice(start, state.position));
  }
  if (isEol(state.input.charCodeAt(state.position))) consumeLineBreak(state);
  if (name === "YAML") {
    if (state.directives.some((directive) => directive.kind === "yaml")) throwError(state, "duplication of %YAML directive");
    if (args.length !== 1) throwError(state, "YAML directive accepts exactly one argument");
    const match = /^([0-9]+)\.([0-9]+)$/.exec(args[0]);
    if (match === null) throwError(state, "ill-formed argument of the YAML directive");
    if (parseInt(match[1], 10) !== 1) throwError(state, "unacceptable YAML version of the document");
    state.directives.push({
      kind: "yaml",
      version: args[0]
    });
  } else if (name === "TAG") {
    if (args.length !== 2) throwError(state, "TAG directive accepts exactly two arguments");
    const [handle, prefix] = args;
    if (!PATTERN_TAG_HANDLE.test(handle)) throwError(state, "ill-formed tag handle (first argument) of the TAG directive");
    if (HAS_OWN.call(state.tagHandlers, handle)) throwError(state, `there is a previously declared suffix for "${handle}" tag handle`);
    if (!PATTERN_TAG_PREFIX.test(prefix)) throwError(state, "ill-formed tag prefix (second argument) of the TAG directive");
    state.tagHandlers[handle] = prefix;
    state.directives.push({
      kind: "tag",
      handle,
      prefix
    });
  }
  return true;
}
function readDocument(state) {
  state.directives = [];
  state.tagHandlers = /* @__PURE__ */ Object.create(null);
  let hasDirectives = false;
  skipSeparationSpace(state, true);
  while (readDirective(state)) {
    hasDirectives = true;
    skipSeparationSpace(state, true);
  }
  let explicitStart = false;
  let explicitEnd = false;
  let allowCompact = true;
  if (state.lineIndent === 0 && state.input.charCodeAt(state.position) === 45 && state.input.charCodeAt(state.position + 1) === 45 && state.input.charCodeAt(state.position + 2) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 3))) {
    explicitStart = true;
    const markerLine = state.line;
    state.position += 3;
    skipSeparationSpace(state, true);
    allowCompact = state.line > markerLine;
  } else if (hasDirectives) throwError(state, "directives end mark is expected");
  const documentEventIndex = state.events.length;
  if (!explicitStart && state.position === state.lineStart && state.input.charCodeAt(state.position) === 46 && testDocumentSeparator(state)) {
    state.position += 3;
    skipSeparationSpace(state, true);
    return;
  }
  addDocumentEvent(state, explicitStart, false);
  if (!parseNode(state, state.lineIndent - 1, CONTEXT_BLOCK_OUT, false, allowCompact, allowCompact)) addEmptyScalarEvent(state);
  skipSeparationSpace(state, true);
  if (state.position === state.lineStart && testDocumentSeparator(state)) {
    explicitEnd = state.input.charCodeAt(state.position) === 46;
    if (explicitEnd) {
      const markerLine = state.line;
      state.position += 3;
      skipSeparationSpace(state, true);
      if (state.line === markerLine && state.position < state.length) throwError(state, "end of the stream or a document separator is expected");
    }
  }
  const documentEvent = state.events[documentEventIndex];
  if (documentEvent?.type === EVENT_ID.DOCUMENT) documentEvent.explicitEnd = explicitEnd;
  addPopEvent(state);
  if (!explicitEnd && state.position < state.length && !testDocumentBoundary(state)) throwError(state, "end of the stream or a document separator is expected");
}
function parseEvents(input, options) {
  const length = input.length;
  const state = {
    ...DEFAULT_PARSER_OPTIONS,
    ...options,
    input: `${input}\0`,
    length,
    position: 0,
    line: 0,
    lineStart: 0,
    lineIndent: 0,
    firstTabInLine: -1,
    depth: 0,
    directives: [],
    tagHandlers: /* @__PURE__ */ Object.create(null),
    events: []
  };
  const nullpos = input.indexOf("\0");
  if (nullpos !== -1) YAMLException.throwAt(input, nullpos, "null byte is not allowed in input", state.filename);
  while (state.position < state.length) {
    skipByteOrderMark(state);
    skipSeparationSpace(state, true);
    if (state.position >= state.length) break;
    const documentStart = state.position;
    readDocument(state);
    if (state.position === documentStart)
      throwError(state, "can not read a document");
  }
  return state.events;
}
var DEFAULT_LOAD_OPTIONS = {
  ...DEFAULT_PARSER_OPTIONS,
  ...DEFAULT_CONSTRUCTOR_OPTIONS
};
function loadDocuments(input, options = {}) {
  const opts = {
    ...DEFAULT_LOAD_OPTIONS,
    ...options
  };
  const source = String(input);
  const PARSER_OPT_KEYS = Object.keys(DEFAULT_PARSER_OPTIONS);
  const CONSTRUCTOR_OPT_KEYS = Object.keys(DEFAULT_CONSTRUCTOR_OPTIONS);
  return constructFromEvents(parseEvents(source, pick(opts, PARSER_OPT_KEYS)), {
    ...pick(opts, CONSTRUCTOR_OPT_KEYS),
    source
  });
}
function load(input, options) {
  const documents = loadDocuments(input, options);
  if (documents.length === 0) throw new YAMLException("expected a document, but the input is empty");
  if (documents.length === 1) return documents[0];
  throw new YAMLException("expected a single document in the stream, but found more");
}
function hasBit(mask, bit) {
  return (mask & 1 << bit) !== 0;
}
var DEFAULT_SCALAR_STYLE_RULES = {
  applyQuoteFlowKeysOption,
  doubleQuoteForInvisibles,
  doubleQuoteWhitespaceOnly,
  applyForceQuotesOption,
  tryLongOrMultilineAsBlock,
  quoteInvalidPlain,
  fallbackToDoubleQuoted
};
function _preferredQuotedStyle(layout) {
  if (layout.presenterOptions.quoteStyle === "single" && hasBit(layout.allowedStylesMask, SCALAR_STYLE.SINGLE_QUOTED)) return SCALAR_STYLE.SINGLE_QUOTED;
  return SCALAR_STYLE.DOUBLE_QUOTED;
}
function applyQuoteFlowKeysOption(layout) {
  if (!layout.presenterOptions.quoteFlowKeys) return;
  if (!layout.isKey || !layout.flowOnly || layout.style !== SCALAR_STYLE.PLAIN) return;
  layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function doubleQuoteForInvisibles(layout) {
  if (layout.style === SCALAR_STYLE.PLAIN && /[\t\x7F-\xA0\u2028\u2029\uFEFF\uFFFE\uFFFF]/.test(layout.node.value)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function doubleQuoteWhitespaceOnly(layout) {
  if (layout.style === SCALAR_STYLE.PLAIN && /^\s+$/.test(layout.node.value)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
function applyForceQuotesOption(layout) {
  if (!layout.presenterOptions.forceQuotes) return;
  if (layout.isKey || layout.style !== SCALAR_STYLE.PLAIN) return;
  if (layout.node.tag !== layout.presenterOptions.schema.defaultScalarTag.tagName) return;
  layout.style = layout.node.value.includes("\n") ? SCALAR_STYLE.DOUBLE_QUOTED : _preferredQuotedStyle(layout);
}
function tryLongOrMultilineAsBlock(layout) {
  if (layout.style !== SCALAR_STYLE.PLAIN || layout.isKey) return;
  const value = layout.node.value;
  const multiline = value.indexOf("\n") !== -1;
  if (!hasBit(layout.allowedStylesMask, SCALAR_STYLE.LITERAL_BLOCK)) {
    if (multiline) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
    return;
  }
  const w = layout.presenterOptions.lineWidth;
  if (w === -1) {
    if (multiline) layout.style = SCALAR_STYLE.LITERAL_BLOCK;
    return;
  }
  const availableWidth = Math.max(Math.min(w, 40), w - layout.shiftOfContent);
  let position = 0;
  let shouldFold = false;
  while (position <= value.length) {
    let lineEnd = value.length;
    const nextLineBreak = value.indexOf("\n", position);
    if (nextLineBreak !== -1) lineEnd = nextLineBreak;
    const line = value.slice(position, lineEnd);
    if (line.length > availableWidth && line[0] !== " " && / [^ \t]/.test(line)) shouldFold = true;
    if (nextLineBreak === -1) break;
    position = nextLineBreak + 1;
  }
  if (shouldFold) layout.style = SCALAR_STYLE.FOLDED_BLOCK;
  else if (multiline) layout.style = SCALAR_STYLE.LITERAL_BLOCK;
}
function quoteInvalidPlain(layout) {
  if (layout.style === SCALAR_STYLE.PLAIN && !hasBit(layout.allowedStylesMask, SCALAR_STYLE.PLAIN)) layout.style = _preferredQuotedStyle(layout);
}
function fallbackToDoubleQuoted(layout) {
  if (!hasBit(layout.allowedStylesMask, layout.style)) layout.style = SCALAR_STYLE.DOUBLE_QUOTED;
}
var SRC_C_PRINTABLE = "[\\x09\\x0A\\x0D\\x20-\\x7E\\x85\\xA0-\\uD7FF\\uE000-\\uFFFD\\u{10000}-\\u{10FFFF}]";
var SRC_B_CHAR = "[\\n\\r]";
var SRC_C_BYTE_ORDER_MARK = "\\uFEFF";
var SRC_S_WHITE = "[ \\t]";
var SRC_NB_CHAR = `(?:(?!(?:${SRC_B_CHAR}|${SRC_C_BYTE_ORDER_MARK}))${SRC_C_PRINTABLE})`;
var SRC_NS_CHAR = `(?:(?!${SRC_S_WHITE})${SRC_NB_CHAR})`;
var SRC_NB_JSON = "[\\x09\\x20-\\uD7FF\\uE000-\\uFFFF\\u{10000}-\\u{10FFFF}]";
var SRC_C_INDICATOR = "[-?:,\\[\\]{}#&*!|>'\"%@`]";
var SRC_C_FLOW_INDICATOR = "[,\\[\\]{}]";
var SRC_NS_PLAIN_SAFE_FLOW_OUT = SRC_NS_CHAR;
var SRC_NS_PLAIN_SAFE_FLOW_IN = `(?:(?!${SRC_C_FLOW_INDICATOR})${SRC_NS_CHAR})`;
var SRC_NS_PLAIN_FIRST_FLOW_OUT = `(?:(?:(?!${SRC_C_INDICATOR})${SRC_NS_CHAR})|[?:-](?=${SRC_NS_PLAIN_SAFE_FLOW_OUT}))`;
var SRC_NS_PLAIN_FIRST_FLOW_IN = `(?:(?:(?!${SRC_C_INDICATOR})${SRC_NS_CHAR})|[?:-](?=${SRC_NS_PLAIN_SAFE_FLOW_IN}))`;
var SRC_NS_PLAIN_CHAR_FLOW_OUT = `(?:(?:(?![:#])${SRC_NS_PLAIN_SAFE_FLOW_OUT})|:(?=${SRC_NS_PLAIN_SAFE_FLOW_OUT}))#*`;
var SRC_NS_PLAIN_CHAR_FLOW_IN = `(?:(?:(?![:#])${SRC_NS_PLAIN_SAFE_FLOW_IN})|:(?=${SRC_NS_PLAIN_SAFE_FLOW_IN}))#*`;
var SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT = `(?:${SRC_S_WHITE}*${SRC_NS_PLAIN_CHAR_FLOW_OUT})*`;
var SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN = `(?:${SRC_S_WHITE}*${SRC_NS_PLAIN_CHAR_FLOW_IN})*`;
var SRC_NS_PLAIN_ONE_LINE_FLOW_OUT = `${SRC_NS_PLAIN_FIRST_FLOW_OUT}#*${SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT}`;
var SRC_NS_PLAIN_ONE_LINE_FLOW_IN = `${SRC_NS_PLAIN_FIRST_FLOW_IN}#*${SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN}`;
var SRC_NS_PLAIN_ONE_LINE_BLOCK_KEY = SRC_NS_PLAIN_ONE_LINE_FLOW_OUT;
var SRC_NS_PLAIN_ONE_LINE_FLOW_KEY = SRC_NS_PLAIN_ONE_LINE_FLOW_IN;
var SRC_S_NS_PLAIN_NEXT_LINE_FLOW_OUT = `\\n+${SRC_NS_PLAIN_CHAR_FLOW_OUT}${SRC_NB_NS_PLAIN_IN_LINE_FLOW_OUT}`;
var SRC_S_NS_PLAIN_NEXT_LINE_FLOW_IN = `\\n+${SRC_NS_PLAIN_CHAR_FLOW_IN}${SRC_NB_NS_PLAIN_IN_LINE_FLOW_IN}`;
var SRC_NS_PLAIN_MULTI_LINE_FLOW_OUT = `${SRC_NS_PLAIN_ONE_LINE_FLOW_OUT}(?:${SRC_S_NS_PLAIN_NEXT_LINE_FLOW_OUT})*`;
var SRC_NS_PLAIN_MULTI_LINE_FLOW_IN = `${SRC_NS_PLAIN_ONE_LINE_FLOW_IN}(?:${SRC_S_NS_PLAIN_NEXT_LINE_FLOW_IN})*`;
var NS_PLAIN_FLOW_OUT = new RegExp(`^(?:${SRC_NS_PLAIN_MULTI_LINE_FLOW_OUT})$`, "u");
var NS_PLAIN_FLOW_IN = new RegExp(`^(?:${SRC_NS_PLAIN_MULTI_LINE_FLOW_IN})$`, "u");
var NS_PLAIN_BLOCK_KEY = new RegExp(`^(?:${SRC_NS_PLAIN_ONE_LINE_BLOCK_KEY})$`, "u");
var NS_PLAIN_FLOW_KEY = new RegExp(`^(?:${SRC_NS_PLAIN_ONE_LINE_FLOW_KEY})$`, "u");
var NB_SINGLE_ONE_LINE = new RegExp(`^(?:${SRC_NB_JSON})*$`, "u");
var NB_SINGLE_MULTI_LINE = new RegExp(`^(?:${SRC_NB_JSON}|\\n)*$`, "u");
var BLOCK_SCALAR_CONTENT = new RegExp(`^(?:${SRC_NB_CHAR}|\\n)*$`, "u");
var DEFAULT_PRESENTER_OPTIONS = {
  indent: 2,
  seqNoIndent: false,
  seqInlineFirst: true,
  lineWidth: 80,
  flowBracketPadding: false,
  flowSkipCommaSpace: false,
  flowSkipColonSpace: false,
  quoteFlowKeys: false,
  quoteStyle: "single",
  forceQuotes: false,
  scalarStyleRules: Object.keys(DEFAULT_SCALAR_STYLE_RULES).map((name) => Reflect.get(DEFAULT_SCALAR_STYLE_RULES, name)),
  tagBeforeAnchor: false
};
var DEFAULT_DUMP_OPTIONS = {
  ...DEFAULT_PRESENTER_OPTIONS,
  schema: DUMP_SCHEMA,
  skipInvalid: false,
  noRefs: false,
  flowLevel: -1,
  sortKeys: false,
  transform: () => {
  }
};
var EVENT_DOCUMENT = EVENT_ID.DOCUMENT;
var EVENT_SEQUENCE = EVENT_ID.SEQUENCE;
var EVENT_MAPPING = EVENT_ID.MAPPING;
var EVENT_SCALAR = EVENT_ID.SCALAR;
var EVENT_ALIAS = EVENT_ID.ALIAS;
var EVENT_POP = EVENT_ID.POP;
var SCALAR_STYLE_PLAIN = SCALAR_STYLE.PLAIN;
var SCALAR_STYLE_SINGLE_QUOTED = SCALAR_STYLE.SINGLE_QUOTED;
var SCALAR_STYLE_DOUBLE_QUOTED = SCALAR_STYLE.DOUBLE_QUOTED;
var SCALAR_STYLE_LITERAL_BLOCK = SCALAR_STYLE.LITERAL_BLOCK;
var SCALAR_STYLE_FOLDED_BLOCK = SCALAR_STYLE.FOLDED_BLOCK;
var COLLECTION_STYLE_BLOCK = COLLECTION_STYLE.BLOCK;
var COLLECTION_STYLE_FLOW = COLLECTION_STYLE.FLOW;
var CHOMPING_CLIP = CHOMPING_MODE.CLIP;
var CHOMPING_STRIP = CHOMPING_MODE.STRIP;
var CHOMPING_KEEP = CHOMPING_MODE.KEEP;

// src/load/plain-shape.ts
var CORE_NULL_OR_NUMBER = /^(?:~|[Nn]ull|NULL|[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?)?$/;
var BLOCK_HEADER = /^[|>][-+]?(?: +#.*)?$/;
var AFTER_VALUE = /^ *(?: #.*)?$/;
function isPlainShape(text, start = 0, end = text.length) {
  const levels = [];
  let opened = -1;
  let scalar;
  for (let pos = start; pos < end; ) {
    let lineEnd = text.indexOf("\n", pos);
    if (lineEnd < 0 || lineEnd > end) lineEnd = end;
    const stop = lineEnd > pos && text.charCodeAt(lineEnd - 1) === CR ? lineEnd - 1 : lineEnd;
    const line = pos;
    pos = lineEnd + 1;
    let first = line;
    while (first < stop && text.charCodeAt(first) === SPACE) first++;
    const indent = first - line;
    const blank = first === stop;
    if (scalar) {
      if (blank) {
        if (scalar.indent === void 0 && indent > scalar.owner + 1) return false;
        continue;
      }
      if (indent > scalar.owner) {
        scalar.indent ??= indent;
        if (indent < scalar.indent) return false;
        continue;
      }
      scalar = void 0;
    }
    if (blank || text.charCodeAt(first) === HASH) continue;
    const item = text.charCodeAt(first) === DASH && text.charCodeAt(first + 1) === SPACE;
    const entry = item ? first + 2 : first;
    const entryCol = entry - line;
    const colon = keyEnd(text, entry, stop);
    const keyed = colon >= 0;
    if (!item && !keyed) return false;
    if (!placeLine(levels, opened, indent, item)) return false;
    opened = void 0;
    if (item && keyed) levels.push({ col: entryCol, kind: "map" });
    let rest = keyed ? colon + 1 : entry;
    while (rest < stop && text.charCodeAt(rest) === SPACE) rest++;
    const c = rest < stop ? text.charCodeAt(rest) : -1;
    if (c === -1 || c === HASH) {
      if (!keyed) return false;
      opened = entryCol;
    } else if ((c === PIPE || c === GREATER) && BLOCK_HEADER.test(text.slice(rest, stop))) {
      if (!keyed) return false;
      scalar = { owner: entryCol };
    } else if (!isInlineValue(text, rest, stop)) {
      return false;
    }
  }
  return scalar === void 0 || scalar.indent !== void 0;
}
function keyEnd(text, from, stop) {
  const c0 = text.charCodeAt(from);
  if (!(isLetter(c0) || c0 === UNDERSCORE)) return -1;
  for (let i = from + 1; i < stop && i <= from + 64; i++) {
    const c = text.charCodeAt(i);
    if (c === COLON) return i + 1 === stop || text.charCodeAt(i + 1) === SPACE ? i : -1;
    if (!(isLetter(c) || isDigit(c) || c === UNDERSCORE || c === DOT || c === DASH)) return -1;
  }
  return -1;
}
function isLetter(c) {
  return c >= 65 && c <= 90 || c >= 97 && c <= 122;
}
function isDigit(c) {
  return c >= 48 && c <= 57;
}
function placeLine(levels, opened, col, item) {
  const kind = item ? "seq" : "map";
  if (opened !== void 0) {
    if (col <= opened || opened < 0 && col !== 0) return false;
    levels.push({ col, kind });
    return true;
  }
  while (levels.length > 0 && levels[levels.length - 1].col > col) levels.pop();
  const top = levels[levels.length - 1];
  return top !== void 0 && top.col === col && top.kind === kind;
}
function isInlineValue(text, from, stop) {
  const c = text.charCodeAt(from);
  if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE || c === OPEN_SEQ || c === OPEN_MAP) {
    const value = text.slice(from, stop);
    const end = c === OPEN_SEQ || c === OPEN_MAP ? flowEnd(value) : quoteEnd(value, 0);
    return end > 0 && AFTER_VALUE.test(value.slice(end));
  }
  return isPlain(text, from, stop);
}
function isPlain(text, from, stop) {
  const c0 = text.charCodeAt(from);
  if (PLAIN_FIRST_NOT.includes(text[from])) return false;
  const next = from + 1 < stop ? text.charCodeAt(from + 1) : SPACE;
  if ((c0 === DASH || c0 === QUESTION || c0 === COLON) && next === SPACE) return false;
  let valueEnd = stop;
  for (let i = from; i < stop; i++) {
    const c = text.charCodeAt(i);
    if (c === COLON && (i + 1 === stop || text.charCodeAt(i + 1) === SPACE)) return false;
    if (c === HASH && text.charCodeAt(i - 1) === SPACE) {
      valueEnd = i;
      break;
    }
  }
  if (!NUMBER_OR_NULL_FIRST.includes(text[from])) return true;
  return !CORE_NULL_OR_NUMBER.test(text.slice(from, valueEnd).trimEnd());
}
var PLAIN_FIRST_NOT = ",[]{}#&*!|>'\"%@`";
var NUMBER_OR_NULL_FIRST = "0123456789+-.~nN";
function quoteEnd(text, start) {
  const q = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] !== q) continue;
    if (q === "'" && text[i + 1] === "'") {
      i++;
      continue;
    }
    return i + 1;
  }
  return -1;
}
function flowEnd(text) {
  const kinds = [];
  const paired = [];
  let atEntryStart = true;
  let plain = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === SPACE) continue;
    const depth = kinds.length - 1;
    const valueColon = c === COLON && (i + 1 === text.length || text.charCodeAt(i + 1) === SPACE);
    const flow = c === COMMA || c === OPEN_SEQ || c === CLOSE_SEQ || c === OPEN_MAP || c === CLOSE_MAP;
    if (plain >= 0 && (valueColon || flow)) {
      if (CORE_NULL_OR_NUMBER.test(text.slice(plain, i).trim())) return -1;
      plain = -1;
    }
    if (c === OPEN_SEQ || c === OPEN_MAP) {
      if (!atEntryStart || kinds[depth] === OPEN_MAP) return -1;
      kinds.push(c);
      paired.push(false);
      atEntryStart = true;
    } else if (c === CLOSE_SEQ || c === CLOSE_MAP) {
      if (depth < 0 || kinds[depth] !== (c === CLOSE_SEQ ? OPEN_SEQ : OPEN_MAP)) return -1;
      if (atEntryStart && !/[[{] *$/.test(text.slice(0, i))) return -1;
      kinds.pop();
      paired.pop();
      atEntryStart = false;
      if (kinds.length === 0) return i + 1;
    } else if (depth < 0) {
      return -1;
    } else if (c === COMMA) {
      if (atEntryStart) return -1;
      paired[depth] = false;
      atEntryStart = true;
    } else if (valueColon) {
      if (kinds[depth] === OPEN_SEQ || paired[depth] || atEntryStart) return -1;
      paired[depth] = true;
      atEntryStart = true;
    } else if (c === COLON && ",]}".includes(text[i + 1] ?? "")) {
      return -1;
    } else if (c === HASH && (atEntryStart || text.charCodeAt(i - 1) === SPACE)) {
      return -1;
    } else if (atEntryStart) {
      if (ENTRY_INDICATORS.includes(text[i])) return -1;
      if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
        const end = quoteEnd(text, i);
        if (end < 0 || !/^(?: |,|\]|\}|: |:$|$)/.test(text.slice(end, end + 2))) return -1;
        i = end - 1;
      } else {
        plain = i;
      }
      atEntryStart = false;
    }
  }
  return -1;
}
var [SPACE, COLON, COMMA, HASH, DOUBLE_QUOTE, SINGLE_QUOTE] = [...` :,#"'`].map(
  (ch) => ch.charCodeAt(0)
);
var [CR, DASH, QUESTION, PIPE, GREATER, UNDERSCORE, DOT] = [..."\r-?|>_."].map(
  (ch) => ch.charCodeAt(0)
);
var [OPEN_SEQ, CLOSE_SEQ, OPEN_MAP, CLOSE_MAP] = [..."[]{}"].map((ch) => ch.charCodeAt(0));
var ENTRY_INDICATORS = "&*!|>%@`?-:";

// src/load/fast-documents.ts
function isDoubtful(text) {
  return RARE_CHARACTER.test(text) || text.includes("\r") && /\r(?!\n)/.test(text) || INDICATOR.test(text) && INDICATOR_AT_NODE.test(text) || text.startsWith("...") || text.includes("\n...") || text.includes("__proto__");
}
var RARE_CHARACTER = /[\t\\\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]/;
var INDICATOR = /[&*!%@`?]/;
var INDICATOR_AT_NODE = /(?:^|[\s[\]{},:])[&*!%@`]|(?:^|[\s[{,])\?(?:\s|$)/m;
var MARKER_REST = /^(?: +(?:#.*)?)?\r?$/;
function fastDocuments(text) {
  if (isDoubtful(text)) return void 0;
  const parts = splitDocuments(text);
  if (!parts || parts.length === 0) return void 0;
  const documents = [];
  for (const part of parts) {
    if (!isPlainShape(text, part.start, part.end)) return void 0;
    let value;
    try {
      value = load(text.slice(part.start, part.end), { schema: CORE_SCHEMA });
    } catch {
      return void 0;
    }
    if (!isPlainMap(value) || !isScreened(value)) return void 0;
    documents.push({ index: documents.length, value, line: part.line });
  }
  return documents;
}
function splitDocuments(text) {
  const parts = [];
  let start = 0;
  let content = 0;
  let lineNo = 1;
  let markers = 0;
  let pos = 0;
  const close = (end) => {
    if (content > 0) parts.push({ start, end, line: content });
    else if (markers > 0 || end === text.length) return false;
    return true;
  };
  while (pos <= text.length) {
    let lineEnd = text.indexOf("\n", pos);
    if (lineEnd < 0) lineEnd = text.length;
    if (text.startsWith("---", pos)) {
      if (!MARKER_REST.test(text.slice(pos + 3, lineEnd))) return void 0;
      if (!close(pos)) return void 0;
      markers++;
      start = lineEnd + 1;
      content = 0;
    } else if (content === 0 && hasContent(text, pos, lineEnd)) {
      content = lineNo;
    }
    pos = lineEnd + 1;
    lineNo++;
  }
  if (!close(text.length)) return void 0;
  return parts;
}
function hasContent(text, from, to) {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 13) continue;
    return c !== 35;
  }
  return false;
}
function isPlainMap(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
var KEY = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/;
var NOT_A_STRING_KEY = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE|[Nn]ull|NULL)$/;
function isScreened(value) {
  if (typeof value === "string" || typeof value === "boolean") return true;
  if (Array.isArray(value)) return value.every(isScreened);
  if (!isPlainMap(value) || Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const key of Object.keys(value)) {
    if (!KEY.test(key) || NOT_A_STRING_KEY.test(key) || !isScreened(value[key])) return false;
  }
  return true;
}

// src/validate/generated/document-validator.js
var __getOwnPropNames = Object.getOwnPropertyNames;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});
var require_fast_deep_equal = __commonJS({
  "node_modules/fast-deep-equal/index.js"(exports, module) {
    "use strict";
    module.exports = function equal(a, b) {
      if (a === b) return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        if (a.constructor !== b.constructor) return false;
        var length, i, keys;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b.length) return false;
          for (i = length; i-- !== 0; )
            if (!equal(a[i], b[i])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
        keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b).length) return false;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
        for (i = length; i-- !== 0; ) {
          var key = keys[i];
          if (!equal(a[key], b[key])) return false;
        }
        return true;
      }
      return a !== a && b !== b;
    };
  }
});
var require_equal = __commonJS({
  "node_modules/ajv/dist/runtime/equal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var equal = require_fast_deep_equal();
    equal.code = 'require("ajv/dist/runtime/equal").default';
    exports.default = equal;
  }
});
var validate = validate20;
var schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://observe-annotations.dev/schema/annotation.schema.json", "title": "Observe annotation", "description": "One annotation document of an observe-annotations file: the request fields of `PUT /observe/annotations/byExternalKey/{externalKey}` plus `externalKey`. Every YAML document (`---` separated) is one annotation.", "type": "object", "additionalProperties": false, "required": ["externalKey", "kind", "headline"], "properties": { "externalKey": { "title": "External key", "description": "Key the annotation is written under; unique across all files. Lowercase letters, digits, `.`, `_`, `-`; 1 to 128 characters.", "type": "string", "pattern": "^[a-z0-9._-]{1,128}$" }, "kind": { "title": "Kind", "description": "`event` something changed; `period` something held over a span; `setup` a fact about how the project works; `interpretation` how to read the data; `constraint` which data may be used; `follow-up` an unknown or open piece of work.", "enum": ["event", "period", "setup", "interpretation", "constraint", "follow-up"] }, "headline": { "title": "Headline", "description": "One line saying what is recorded; 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "description": { "title": "Description", "description": "Markdown body; 1 to 10000 characters.", "type": "string", "minLength": 1, "maxLength": 1e4 }, "dateFrom": { "title": "Date from", "description": "Date in project time as `YYYY-MM`, `YYYY-MM-DD`, `YYYY-MM-DDTHH` or `YYYY-MM-DDTHH:MM:SS`; the format sets the precision. A real calendar date. Required for `event` and `period`; optional for `follow-up` (meaning not before); not allowed for other kinds.", "$ref": "#/$defs/date" }, "dateTo": { "title": "Date to", "description": "Last unit a `period` covers, inclusive; same format (precision) as `dateFrom` and not before it. Absent means ongoing. Only on `period`.", "$ref": "#/$defs/date" }, "approximate": { "title": "Approximate", "description": "The date is not exact. `true` needs `dateFrom`. Default false.", "type": "boolean" }, "status": { "title": "Status", "description": "Follow-ups only: `open` (default) or `done`. Closing a follow-up (`open` to `done`, or creating it as `done`) needs `note`.", "enum": ["open", "done"] }, "effect": { "title": "Effect", "description": "Events and periods only. `context` background only (default); `boundary` compare only within one side of the date; `degraded` data partly wrong; `broken` data wrong; `missing` no data.", "enum": ["context", "boundary", "degraded", "broken", "missing"] }, "reading": { "title": "Reading", "description": "Reading rule this date brings; events and periods only; 1 to 2000 characters.", "type": "string", "minLength": 1, "maxLength": 2e3 }, "scope": { "title": "Scope", "description": "Narrows the annotation by time-series dimension; absent means the whole project.", "$ref": "#/$defs/scope" }, "series": { "title": "Series", "description": "Time series the annotation is mainly about, by name; at most 50, each 1 to 255 characters. Absent means all series; `[]` is sent as written.", "type": "array", "maxItems": 50, "items": { "title": "Series name", "description": "Time series name, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 } }, "display": { "title": "Display", "description": "Shown on charts. Default true; default false for source `system` unless an `effect` other than `context` is set.", "type": "boolean" }, "source": { "title": "Source", "description": "Who wrote the annotation: `manual`, `agent` or `system`. A write with an API key defaults to `agent`.", "enum": ["manual", "agent", "system"] }, "evidence": { "title": "Evidence", "description": "What the annotation rests on: distinct values of `code`, `trace`, `data`, `customer` (at most 4). Absent means unverified.", "type": "array", "maxItems": 4, "uniqueItems": true, "items": { "title": "Evidence", "description": "`code`, `trace`, `data` or `customer`.", "enum": ["code", "trace", "data", "customer"] } }, "refs": { "title": "References", "description": "At most 50 references: findings, annotations, projects, commits, releases, URLs.", "type": "array", "maxItems": 50, "items": { "$ref": "#/$defs/ref" } }, "note": { "title": "Note", "description": "Stored in the annotation history, not content: it never makes a change by itself. 1 to 2000 characters. Required when a follow-up is closed.", "type": "string", "minLength": 1, "maxLength": 2e3 } }, "dependentRequired": { "dateTo": ["dateFrom"] }, "allOf": [{ "$comment": "dateFrom is required for events and periods.", "if": { "required": ["kind"], "properties": { "kind": { "enum": ["event", "period"] } } }, "then": { "required": ["dateFrom"] } }, { "$comment": "dateFrom is not allowed for setup, interpretation and constraint.", "if": { "required": ["kind"], "properties": { "kind": { "enum": ["setup", "interpretation", "constraint"] } } }, "then": { "properties": { "dateFrom": false } } }, { "$comment": "dateTo only on periods.", "if": { "required": ["kind"], "properties": { "kind": { "enum": ["event", "setup", "interpretation", "constraint", "follow-up"] } } }, "then": { "properties": { "dateTo": false } } }, { "$comment": "status only on follow-ups.", "if": { "required": ["kind"], "properties": { "kind": { "enum": ["event", "period", "setup", "interpretation", "constraint"] } } }, "then": { "properties": { "status": false } } }, { "$comment": "effect and reading only on events and periods.", "if": { "required": ["kind"], "properties": { "kind": { "enum": ["setup", "interpretation", "constraint", "follow-up"] } } }, "then": { "properties": { "effect": false, "reading": false } } }, { "$comment": "rule:approximate.needsDate approximate true needs a date.", "if": { "required": ["approximate"], "properties": { "approximate": { "const": true } } }, "then": { "required": ["dateFrom"] } }], "$defs": { "date": { "type": "string", "maxLength": 19, "pattern": "^[0-9]{4}-[0-9]{2}(-[0-9]{2}(T[0-9]{2}(:[0-9]{2}:[0-9]{2})?)?)?$" }, "scope": { "type": "object", "additionalProperties": false, "properties": { "applicationID": { "title": "Application", "description": "Application id, format `app-<number>`.", "type": "string", "pattern": "^app-[0-9]+$" }, "os": { "title": "Operating system", "description": "Operating system name, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "osVersion": { "title": "Operating system version", "description": "Operating system version, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "browser": { "title": "Browser", "description": "Browser name, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag1": { "title": "Custom tag 1", "description": "Value of custom tag 1, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag2": { "title": "Custom tag 2", "description": "Value of custom tag 2, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag3": { "title": "Custom tag 3", "description": "Value of custom tag 3, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag4": { "title": "Custom tag 4", "description": "Value of custom tag 4, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag5": { "title": "Custom tag 5", "description": "Value of custom tag 5, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag6": { "title": "Custom tag 6", "description": "Value of custom tag 6, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag7": { "title": "Custom tag 7", "description": "Value of custom tag 7, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag8": { "title": "Custom tag 8", "description": "Value of custom tag 8, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag9": { "title": "Custom tag 9", "description": "Value of custom tag 9, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag10": { "title": "Custom tag 10", "description": "Value of custom tag 10, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "experimentRunID": { "title": "Experiment run", "description": "Experiment run id, format `exr-<number>`.", "type": "string", "pattern": "^exr-[0-9]+$" }, "experimentVariantID": { "title": "Experiment variant", "description": "Experiment variant id, format `exv-<number>`.", "type": "string", "pattern": "^exv-[0-9]+$" } } }, "ref": { "title": "Reference", "description": "`{type, value}`; a ref of type `annotation` may instead name another annotation of these files by `{type: annotation, externalKey}` (one of the two, never both).", "type": "object", "additionalProperties": false, "required": ["type"], "properties": { "type": { "title": "Type", "description": "`finding`, `annotation`, `project`, `commit`, `release` or `url`.", "enum": ["finding", "annotation", "project", "commit", "release", "url"] }, "value": { "title": "Value", "description": "A finding, annotation (`ann-<number>`) or project id, a commit SHA (7 to 64 hex digits), a release name or an absolute http(s) URL; 1 to 2000 characters.", "type": "string", "minLength": 1, "maxLength": 2e3 }, "externalKey": { "title": "External key", "description": "Type `annotation` only: the externalKey of another annotation in these files, resolved to its id when planning.", "type": "string", "pattern": "^[a-z0-9._-]{1,128}$" } }, "allOf": [{ "$comment": "rule:refs.refOrKey an annotation ref takes value or externalKey, never both; other types take value only.", "if": { "required": ["type"], "properties": { "type": { "const": "annotation" } } }, "then": { "oneOf": [{ "required": ["value"] }, { "required": ["externalKey"] }] }, "else": { "required": ["value"], "properties": { "externalKey": false } } }, { "$comment": "rule:refs.value.commit a commit is 7 to 64 hex digits.", "if": { "required": ["type"], "properties": { "type": { "const": "commit" } } }, "then": { "properties": { "value": { "type": "string", "pattern": "^[0-9a-fA-F]{7,64}$" } } } }, { "$comment": "rule:refs.value.url a url is an absolute http(s) URL.", "if": { "required": ["type"], "properties": { "type": { "const": "url" } } }, "then": { "properties": { "value": { "type": "string", "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$" } } } }] } } };
var schema34 = { "type": "object", "additionalProperties": false, "properties": { "applicationID": { "title": "Application", "description": "Application id, format `app-<number>`.", "type": "string", "pattern": "^app-[0-9]+$" }, "os": { "title": "Operating system", "description": "Operating system name, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "osVersion": { "title": "Operating system version", "description": "Operating system version, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "browser": { "title": "Browser", "description": "Browser name, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag1": { "title": "Custom tag 1", "description": "Value of custom tag 1, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag2": { "title": "Custom tag 2", "description": "Value of custom tag 2, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag3": { "title": "Custom tag 3", "description": "Value of custom tag 3, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag4": { "title": "Custom tag 4", "description": "Value of custom tag 4, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag5": { "title": "Custom tag 5", "description": "Value of custom tag 5, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag6": { "title": "Custom tag 6", "description": "Value of custom tag 6, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag7": { "title": "Custom tag 7", "description": "Value of custom tag 7, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag8": { "title": "Custom tag 8", "description": "Value of custom tag 8, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag9": { "title": "Custom tag 9", "description": "Value of custom tag 9, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag10": { "title": "Custom tag 10", "description": "Value of custom tag 10, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "experimentRunID": { "title": "Experiment run", "description": "Experiment run id, format `exr-<number>`.", "type": "string", "pattern": "^exr-[0-9]+$" }, "experimentVariantID": { "title": "Experiment variant", "description": "Experiment variant id, format `exv-<number>`.", "type": "string", "pattern": "^exv-[0-9]+$" } } };
var schema35 = { "title": "Reference", "description": "`{type, value}`; a ref of type `annotation` may instead name another annotation of these files by `{type: annotation, externalKey}` (one of the two, never both).", "type": "object", "additionalProperties": false, "required": ["type"], "properties": { "type": { "title": "Type", "description": "`finding`, `annotation`, `project`, `commit`, `release` or `url`.", "enum": ["finding", "annotation", "project", "commit", "release", "url"] }, "value": { "title": "Value", "description": "A finding, annotation (`ann-<number>`) or project id, a commit SHA (7 to 64 hex digits), a release name or an absolute http(s) URL; 1 to 2000 characters.", "type": "string", "minLength": 1, "maxLength": 2e3 }, "externalKey": { "title": "External key", "description": "Type `annotation` only: the externalKey of another annotation in these files, resolved to its id when planning.", "type": "string", "pattern": "^[a-z0-9._-]{1,128}$" } }, "allOf": [{ "$comment": "rule:refs.refOrKey an annotation ref takes value or externalKey, never both; other types take value only.", "if": { "required": ["type"], "properties": { "type": { "const": "annotation" } } }, "then": { "oneOf": [{ "required": ["value"] }, { "required": ["externalKey"] }] }, "else": { "required": ["value"], "properties": { "externalKey": false } } }, { "$comment": "rule:refs.value.commit a commit is 7 to 64 hex digits.", "if": { "required": ["type"], "properties": { "type": { "const": "commit" } } }, "then": { "properties": { "value": { "type": "string", "pattern": "^[0-9a-fA-F]{7,64}$" } } } }, { "$comment": "rule:refs.value.url a url is an absolute http(s) URL.", "if": { "required": ["type"], "properties": { "type": { "const": "url" } } }, "then": { "properties": { "value": { "type": "string", "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$" } } } }] };
var func1 = Object.prototype.hasOwnProperty;
var func2 = require_ucs2length().default;
var func0 = require_equal().default;
var pattern4 = new RegExp("^[a-z0-9._-]{1,128}$", "u");
var pattern5 = new RegExp("^[0-9]{4}-[0-9]{2}(-[0-9]{2}(T[0-9]{2}(:[0-9]{2}:[0-9]{2})?)?)?$", "u");
var pattern7 = new RegExp("^app-[0-9]+$", "u");
var pattern8 = new RegExp("^exr-[0-9]+$", "u");
var pattern9 = new RegExp("^exv-[0-9]+$", "u");
var pattern10 = new RegExp("^[0-9a-fA-F]{7,64}$", "u");
var pattern11 = new RegExp("^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$", "u");
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs3 = errors;
  let valid1 = true;
  const _errs4 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.kind === void 0 && (missing0 = "kind")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.kind !== void 0) {
        let data0 = data.kind;
        if (!(data0 === "event" || data0 === "period")) {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs4 === errors;
  errors = _errs3;
  if (vErrors !== null) {
    if (_errs3) {
      vErrors.length = _errs3;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs6 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.dateFrom === void 0) {
        const err2 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "dateFrom" }, message: "must have required property 'dateFrom'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid0 = _errs6 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err3 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  const _errs9 = errors;
  let valid3 = true;
  const _errs10 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing1;
    if (data.kind === void 0 && (missing1 = "kind")) {
      const err4 = {};
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    } else {
      if (data.kind !== void 0) {
        let data1 = data.kind;
        if (!(data1 === "setup" || data1 === "interpretation" || data1 === "constraint")) {
          const err5 = {};
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
  }
  var _valid1 = _errs10 === errors;
  errors = _errs9;
  if (vErrors !== null) {
    if (_errs9) {
      vErrors.length = _errs9;
    } else {
      vErrors = null;
    }
  }
  if (_valid1) {
    const _errs12 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.dateFrom !== void 0) {
        const err6 = { instancePath: instancePath + "/dateFrom", schemaPath: "#/allOf/1/then/properties/dateFrom/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    var _valid1 = _errs12 === errors;
    valid3 = _valid1;
    if (valid3) {
      var props0 = {};
      props0.dateFrom = true;
      props0.kind = true;
    }
  }
  if (!valid3) {
    const err7 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  if (props0 !== true) {
    props0 = props0 || {};
    props0.kind = true;
  }
  const _errs15 = errors;
  let valid6 = true;
  const _errs16 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing2;
    if (data.kind === void 0 && (missing2 = "kind")) {
      const err8 = {};
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    } else {
      if (data.kind !== void 0) {
        let data3 = data.kind;
        if (!(data3 === "event" || data3 === "setup" || data3 === "interpretation" || data3 === "constraint" || data3 === "follow-up")) {
          const err9 = {};
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
  }
  var _valid2 = _errs16 === errors;
  errors = _errs15;
  if (vErrors !== null) {
    if (_errs15) {
      vErrors.length = _errs15;
    } else {
      vErrors = null;
    }
  }
  if (_valid2) {
    const _errs18 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.dateTo !== void 0) {
        const err10 = { instancePath: instancePath + "/dateTo", schemaPath: "#/allOf/2/then/properties/dateTo/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    var _valid2 = _errs18 === errors;
    valid6 = _valid2;
    if (valid6) {
      var props1 = {};
      props1.dateTo = true;
      props1.kind = true;
    }
  }
  if (!valid6) {
    const err11 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  if (props0 !== true && props1 !== void 0) {
    if (props1 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props1);
    }
  }
  const _errs21 = errors;
  let valid9 = true;
  const _errs22 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing3;
    if (data.kind === void 0 && (missing3 = "kind")) {
      const err12 = {};
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    } else {
      if (data.kind !== void 0) {
        let data5 = data.kind;
        if (!(data5 === "event" || data5 === "period" || data5 === "setup" || data5 === "interpretation" || data5 === "constraint")) {
          const err13 = {};
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
  }
  var _valid3 = _errs22 === errors;
  errors = _errs21;
  if (vErrors !== null) {
    if (_errs21) {
      vErrors.length = _errs21;
    } else {
      vErrors = null;
    }
  }
  if (_valid3) {
    const _errs24 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.status !== void 0) {
        const err14 = { instancePath: instancePath + "/status", schemaPath: "#/allOf/3/then/properties/status/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    var _valid3 = _errs24 === errors;
    valid9 = _valid3;
    if (valid9) {
      var props2 = {};
      props2.status = true;
      props2.kind = true;
    }
  }
  if (!valid9) {
    const err15 = { instancePath, schemaPath: "#/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err15];
    } else {
      vErrors.push(err15);
    }
    errors++;
  }
  if (props0 !== true && props2 !== void 0) {
    if (props2 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props2);
    }
  }
  const _errs27 = errors;
  let valid12 = true;
  const _errs28 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing4;
    if (data.kind === void 0 && (missing4 = "kind")) {
      const err16 = {};
      if (vErrors === null) {
        vErrors = [err16];
      } else {
        vErrors.push(err16);
      }
      errors++;
    } else {
      if (data.kind !== void 0) {
        let data7 = data.kind;
        if (!(data7 === "setup" || data7 === "interpretation" || data7 === "constraint" || data7 === "follow-up")) {
          const err17 = {};
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
    }
  }
  var _valid4 = _errs28 === errors;
  errors = _errs27;
  if (vErrors !== null) {
    if (_errs27) {
      vErrors.length = _errs27;
    } else {
      vErrors = null;
    }
  }
  if (_valid4) {
    const _errs30 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.effect !== void 0) {
        const err18 = { instancePath: instancePath + "/effect", schemaPath: "#/allOf/4/then/properties/effect/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (data.reading !== void 0) {
        const err19 = { instancePath: instancePath + "/reading", schemaPath: "#/allOf/4/then/properties/reading/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    var _valid4 = _errs30 === errors;
    valid12 = _valid4;
    if (valid12) {
      var props3 = {};
      props3.effect = true;
      props3.reading = true;
      props3.kind = true;
    }
  }
  if (!valid12) {
    const err20 = { instancePath, schemaPath: "#/allOf/4/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err20];
    } else {
      vErrors.push(err20);
    }
    errors++;
  }
  if (props0 !== true && props3 !== void 0) {
    if (props3 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props3);
    }
  }
  const _errs33 = errors;
  let valid15 = true;
  const _errs34 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing5;
    if (data.approximate === void 0 && (missing5 = "approximate")) {
      const err21 = {};
      if (vErrors === null) {
        vErrors = [err21];
      } else {
        vErrors.push(err21);
      }
      errors++;
    } else {
      if (data.approximate !== void 0) {
        if (true !== data.approximate) {
          const err22 = {};
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      }
    }
  }
  var _valid5 = _errs34 === errors;
  errors = _errs33;
  if (vErrors !== null) {
    if (_errs33) {
      vErrors.length = _errs33;
    } else {
      vErrors = null;
    }
  }
  if (_valid5) {
    const _errs36 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.dateFrom === void 0) {
        const err23 = { instancePath, schemaPath: "#/allOf/5/then/required", keyword: "required", params: { missingProperty: "dateFrom" }, message: "must have required property 'dateFrom'" };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    var _valid5 = _errs36 === errors;
    valid15 = _valid5;
  }
  if (!valid15) {
    const err24 = { instancePath, schemaPath: "#/allOf/5/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  if (props0 !== true) {
    props0 = props0 || {};
    props0.approximate = true;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.externalKey === void 0) {
      const err25 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "externalKey" }, message: "must have required property 'externalKey'" };
      if (vErrors === null) {
        vErrors = [err25];
      } else {
        vErrors.push(err25);
      }
      errors++;
    }
    if (data.kind === void 0) {
      const err26 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      if (vErrors === null) {
        vErrors = [err26];
      } else {
        vErrors.push(err26);
      }
      errors++;
    }
    if (data.headline === void 0) {
      const err27 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headline" }, message: "must have required property 'headline'" };
      if (vErrors === null) {
        vErrors = [err27];
      } else {
        vErrors.push(err27);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema31.properties, key0)) {
        const err28 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.externalKey !== void 0) {
      let data11 = data.externalKey;
      if (typeof data11 === "string") {
        if (!pattern4.test(data11)) {
          const err29 = { instancePath: instancePath + "/externalKey", schemaPath: "#/properties/externalKey/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9._-]{1,128}$" }, message: 'must match pattern "^[a-z0-9._-]{1,128}$"' };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      } else {
        const err30 = { instancePath: instancePath + "/externalKey", schemaPath: "#/properties/externalKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      let data12 = data.kind;
      if (!(data12 === "event" || data12 === "period" || data12 === "setup" || data12 === "interpretation" || data12 === "constraint" || data12 === "follow-up")) {
        const err31 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema31.properties.kind.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.headline !== void 0) {
      let data13 = data.headline;
      if (typeof data13 === "string") {
        if (func2(data13) > 255) {
          const err32 = { instancePath: instancePath + "/headline", schemaPath: "#/properties/headline/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
        if (func2(data13) < 1) {
          const err33 = { instancePath: instancePath + "/headline", schemaPath: "#/properties/headline/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
      } else {
        const err34 = { instancePath: instancePath + "/headline", schemaPath: "#/properties/headline/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data14 = data.description;
      if (typeof data14 === "string") {
        if (func2(data14) > 1e4) {
          const err35 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/maxLength", keyword: "maxLength", params: { limit: 1e4 }, message: "must NOT have more than 10000 characters" };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
        if (func2(data14) < 1) {
          const err36 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
      } else {
        const err37 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.dateFrom !== void 0) {
      let data15 = data.dateFrom;
      if (typeof data15 === "string") {
        if (func2(data15) > 19) {
          const err38 = { instancePath: instancePath + "/dateFrom", schemaPath: "#/$defs/date/maxLength", keyword: "maxLength", params: { limit: 19 }, message: "must NOT have more than 19 characters" };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
        if (!pattern5.test(data15)) {
          const err39 = { instancePath: instancePath + "/dateFrom", schemaPath: "#/$defs/date/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}(-[0-9]{2}(T[0-9]{2}(:[0-9]{2}:[0-9]{2})?)?)?$" }, message: 'must match pattern "^[0-9]{4}-[0-9]{2}(-[0-9]{2}(T[0-9]{2}(:[0-9]{2}:[0-9]{2})?)?)?$"' };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
      } else {
        const err40 = { instancePath: instancePath + "/dateFrom", schemaPath: "#/$defs/date/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.dateTo !== void 0) {
      let data16 = data.dateTo;
      if (typeof data16 === "string") {
        if (func2(data16) > 19) {
          const err41 = { instancePath: instancePath + "/dateTo", schemaPath: "#/$defs/date/maxLength", keyword: "maxLength", params: { limit: 19 }, message: "must NOT have more than 19 characters" };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
        if (!pattern5.test(data16)) {
          const err42 = { instancePath: instancePath + "/dateTo", schemaPath: "#/$defs/date/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}(-[0-9]{2}(T[0-9]{2}(:[0-9]{2}:[0-9]{2})?)?)?$" }, message: 'must match pattern "^[0-9]{4}-[0-9]{2}(-[0-9]{2}(T[0-9]{2}(:[0-9]{2}:[0-9]{2})?)?)?$"' };
          if (vErrors === null) {
            vErrors = [err42];
          } else {
            vErrors.push(err42);
          }
          errors++;
        }
      } else {
        const err43 = { instancePath: instancePath + "/dateTo", schemaPath: "#/$defs/date/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
    }
    if (data.approximate !== void 0) {
      if (typeof data.approximate !== "boolean") {
        const err44 = { instancePath: instancePath + "/approximate", schemaPath: "#/properties/approximate/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
    }
    if (data.status !== void 0) {
      let data18 = data.status;
      if (!(data18 === "open" || data18 === "done")) {
        const err45 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/enum", keyword: "enum", params: { allowedValues: schema31.properties.status.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      }
    }
    if (data.effect !== void 0) {
      let data19 = data.effect;
      if (!(data19 === "context" || data19 === "boundary" || data19 === "degraded" || data19 === "broken" || data19 === "missing")) {
        const err46 = { instancePath: instancePath + "/effect", schemaPath: "#/properties/effect/enum", keyword: "enum", params: { allowedValues: schema31.properties.effect.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
    if (data.reading !== void 0) {
      let data20 = data.reading;
      if (typeof data20 === "string") {
        if (func2(data20) > 2e3) {
          const err47 = { instancePath: instancePath + "/reading", schemaPath: "#/properties/reading/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters" };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
        if (func2(data20) < 1) {
          const err48 = { instancePath: instancePath + "/reading", schemaPath: "#/properties/reading/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
      } else {
        const err49 = { instancePath: instancePath + "/reading", schemaPath: "#/properties/reading/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err49];
        } else {
          vErrors.push(err49);
        }
        errors++;
      }
    }
    if (data.scope !== void 0) {
      let data21 = data.scope;
      if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
        for (const key1 in data21) {
          if (!func1.call(schema34.properties, key1)) {
            const err50 = { instancePath: instancePath + "/scope", schemaPath: "#/$defs/scope/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        }
        if (data21.applicationID !== void 0) {
          let data22 = data21.applicationID;
          if (typeof data22 === "string") {
            if (!pattern7.test(data22)) {
              const err51 = { instancePath: instancePath + "/scope/applicationID", schemaPath: "#/$defs/scope/properties/applicationID/pattern", keyword: "pattern", params: { pattern: "^app-[0-9]+$" }, message: 'must match pattern "^app-[0-9]+$"' };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
          } else {
            const err52 = { instancePath: instancePath + "/scope/applicationID", schemaPath: "#/$defs/scope/properties/applicationID/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        }
        if (data21.os !== void 0) {
          let data23 = data21.os;
          if (typeof data23 === "string") {
            if (func2(data23) > 255) {
              const err53 = { instancePath: instancePath + "/scope/os", schemaPath: "#/$defs/scope/properties/os/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
            if (func2(data23) < 1) {
              const err54 = { instancePath: instancePath + "/scope/os", schemaPath: "#/$defs/scope/properties/os/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
          } else {
            const err55 = { instancePath: instancePath + "/scope/os", schemaPath: "#/$defs/scope/properties/os/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
        }
        if (data21.osVersion !== void 0) {
          let data24 = data21.osVersion;
          if (typeof data24 === "string") {
            if (func2(data24) > 255) {
              const err56 = { instancePath: instancePath + "/scope/osVersion", schemaPath: "#/$defs/scope/properties/osVersion/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err56];
              } else {
                vErrors.push(err56);
              }
              errors++;
            }
            if (func2(data24) < 1) {
              const err57 = { instancePath: instancePath + "/scope/osVersion", schemaPath: "#/$defs/scope/properties/osVersion/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err57];
              } else {
                vErrors.push(err57);
              }
              errors++;
            }
          } else {
            const err58 = { instancePath: instancePath + "/scope/osVersion", schemaPath: "#/$defs/scope/properties/osVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err58];
            } else {
              vErrors.push(err58);
            }
            errors++;
          }
        }
        if (data21.browser !== void 0) {
          let data25 = data21.browser;
          if (typeof data25 === "string") {
            if (func2(data25) > 255) {
              const err59 = { instancePath: instancePath + "/scope/browser", schemaPath: "#/$defs/scope/properties/browser/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err59];
              } else {
                vErrors.push(err59);
              }
              errors++;
            }
            if (func2(data25) < 1) {
              const err60 = { instancePath: instancePath + "/scope/browser", schemaPath: "#/$defs/scope/properties/browser/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err60];
              } else {
                vErrors.push(err60);
              }
              errors++;
            }
          } else {
            const err61 = { instancePath: instancePath + "/scope/browser", schemaPath: "#/$defs/scope/properties/browser/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err61];
            } else {
              vErrors.push(err61);
            }
            errors++;
          }
        }
        if (data21.customTag1 !== void 0) {
          let data26 = data21.customTag1;
          if (typeof data26 === "string") {
            if (func2(data26) > 255) {
              const err62 = { instancePath: instancePath + "/scope/customTag1", schemaPath: "#/$defs/scope/properties/customTag1/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err62];
              } else {
                vErrors.push(err62);
              }
              errors++;
            }
            if (func2(data26) < 1) {
              const err63 = { instancePath: instancePath + "/scope/customTag1", schemaPath: "#/$defs/scope/properties/customTag1/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err63];
              } else {
                vErrors.push(err63);
              }
              errors++;
            }
          } else {
            const err64 = { instancePath: instancePath + "/scope/customTag1", schemaPath: "#/$defs/scope/properties/customTag1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err64];
            } else {
              vErrors.push(err64);
            }
            errors++;
          }
        }
        if (data21.customTag2 !== void 0) {
          let data27 = data21.customTag2;
          if (typeof data27 === "string") {
            if (func2(data27) > 255) {
              const err65 = { instancePath: instancePath + "/scope/customTag2", schemaPath: "#/$defs/scope/properties/customTag2/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err65];
              } else {
                vErrors.push(err65);
              }
              errors++;
            }
            if (func2(data27) < 1) {
              const err66 = { instancePath: instancePath + "/scope/customTag2", schemaPath: "#/$defs/scope/properties/customTag2/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err66];
              } else {
                vErrors.push(err66);
              }
              errors++;
            }
          } else {
            const err67 = { instancePath: instancePath + "/scope/customTag2", schemaPath: "#/$defs/scope/properties/customTag2/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err67];
            } else {
              vErrors.push(err67);
            }
            errors++;
          }
        }
        if (data21.customTag3 !== void 0) {
          let data28 = data21.customTag3;
          if (typeof data28 === "string") {
            if (func2(data28) > 255) {
              const err68 = { instancePath: instancePath + "/scope/customTag3", schemaPath: "#/$defs/scope/properties/customTag3/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err68];
              } else {
                vErrors.push(err68);
              }
              errors++;
            }
            if (func2(data28) < 1) {
              const err69 = { instancePath: instancePath + "/scope/customTag3", schemaPath: "#/$defs/scope/properties/customTag3/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err69];
              } else {
                vErrors.push(err69);
              }
              errors++;
            }
          } else {
            const err70 = { instancePath: instancePath + "/scope/customTag3", schemaPath: "#/$defs/scope/properties/customTag3/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
        }
        if (data21.customTag4 !== void 0) {
          let data29 = data21.customTag4;
          if (typeof data29 === "string") {
            if (func2(data29) > 255) {
              const err71 = { instancePath: instancePath + "/scope/customTag4", schemaPath: "#/$defs/scope/properties/customTag4/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err71];
              } else {
                vErrors.push(err71);
              }
              errors++;
            }
            if (func2(data29) < 1) {
              const err72 = { instancePath: instancePath + "/scope/customTag4", schemaPath: "#/$defs/scope/properties/customTag4/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err72];
              } else {
                vErrors.push(err72);
              }
              errors++;
            }
          } else {
            const err73 = { instancePath: instancePath + "/scope/customTag4", schemaPath: "#/$defs/scope/properties/customTag4/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err73];
            } else {
              vErrors.push(err73);
            }
            errors++;
          }
        }
        if (data21.customTag5 !== void 0) {
          let data30 = data21.customTag5;
          if (typeof data30 === "string") {
            if (func2(data30) > 255) {
              const err74 = { instancePath: instancePath + "/scope/customTag5", schemaPath: "#/$defs/scope/properties/customTag5/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err74];
              } else {
                vErrors.push(err74);
              }
              errors++;
            }
            if (func2(data30) < 1) {
              const err75 = { instancePath: instancePath + "/scope/customTag5", schemaPath: "#/$defs/scope/properties/customTag5/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err75];
              } else {
                vErrors.push(err75);
              }
              errors++;
            }
          } else {
            const err76 = { instancePath: instancePath + "/scope/customTag5", schemaPath: "#/$defs/scope/properties/customTag5/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err76];
            } else {
              vErrors.push(err76);
            }
            errors++;
          }
        }
        if (data21.customTag6 !== void 0) {
          let data31 = data21.customTag6;
          if (typeof data31 === "string") {
            if (func2(data31) > 255) {
              const err77 = { instancePath: instancePath + "/scope/customTag6", schemaPath: "#/$defs/scope/properties/customTag6/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err77];
              } else {
                vErrors.push(err77);
              }
              errors++;
            }
            if (func2(data31) < 1) {
              const err78 = { instancePath: instancePath + "/scope/customTag6", schemaPath: "#/$defs/scope/properties/customTag6/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err78];
              } else {
                vErrors.push(err78);
              }
              errors++;
            }
          } else {
            const err79 = { instancePath: instancePath + "/scope/customTag6", schemaPath: "#/$defs/scope/properties/customTag6/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err79];
            } else {
              vErrors.push(err79);
            }
            errors++;
          }
        }
        if (data21.customTag7 !== void 0) {
          let data32 = data21.customTag7;
          if (typeof data32 === "string") {
            if (func2(data32) > 255) {
              const err80 = { instancePath: instancePath + "/scope/customTag7", schemaPath: "#/$defs/scope/properties/customTag7/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err80];
              } else {
                vErrors.push(err80);
              }
              errors++;
            }
            if (func2(data32) < 1) {
              const err81 = { instancePath: instancePath + "/scope/customTag7", schemaPath: "#/$defs/scope/properties/customTag7/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err81];
              } else {
                vErrors.push(err81);
              }
              errors++;
            }
          } else {
            const err82 = { instancePath: instancePath + "/scope/customTag7", schemaPath: "#/$defs/scope/properties/customTag7/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err82];
            } else {
              vErrors.push(err82);
            }
            errors++;
          }
        }
        if (data21.customTag8 !== void 0) {
          let data33 = data21.customTag8;
          if (typeof data33 === "string") {
            if (func2(data33) > 255) {
              const err83 = { instancePath: instancePath + "/scope/customTag8", schemaPath: "#/$defs/scope/properties/customTag8/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err83];
              } else {
                vErrors.push(err83);
              }
              errors++;
            }
            if (func2(data33) < 1) {
              const err84 = { instancePath: instancePath + "/scope/customTag8", schemaPath: "#/$defs/scope/properties/customTag8/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err84];
              } else {
                vErrors.push(err84);
              }
              errors++;
            }
          } else {
            const err85 = { instancePath: instancePath + "/scope/customTag8", schemaPath: "#/$defs/scope/properties/customTag8/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err85];
            } else {
              vErrors.push(err85);
            }
            errors++;
          }
        }
        if (data21.customTag9 !== void 0) {
          let data34 = data21.customTag9;
          if (typeof data34 === "string") {
            if (func2(data34) > 255) {
              const err86 = { instancePath: instancePath + "/scope/customTag9", schemaPath: "#/$defs/scope/properties/customTag9/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err86];
              } else {
                vErrors.push(err86);
              }
              errors++;
            }
            if (func2(data34) < 1) {
              const err87 = { instancePath: instancePath + "/scope/customTag9", schemaPath: "#/$defs/scope/properties/customTag9/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err87];
              } else {
                vErrors.push(err87);
              }
              errors++;
            }
          } else {
            const err88 = { instancePath: instancePath + "/scope/customTag9", schemaPath: "#/$defs/scope/properties/customTag9/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err88];
            } else {
              vErrors.push(err88);
            }
            errors++;
          }
        }
        if (data21.customTag10 !== void 0) {
          let data35 = data21.customTag10;
          if (typeof data35 === "string") {
            if (func2(data35) > 255) {
              const err89 = { instancePath: instancePath + "/scope/customTag10", schemaPath: "#/$defs/scope/properties/customTag10/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err89];
              } else {
                vErrors.push(err89);
              }
              errors++;
            }
            if (func2(data35) < 1) {
              const err90 = { instancePath: instancePath + "/scope/customTag10", schemaPath: "#/$defs/scope/properties/customTag10/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err90];
              } else {
                vErrors.push(err90);
              }
              errors++;
            }
          } else {
            const err91 = { instancePath: instancePath + "/scope/customTag10", schemaPath: "#/$defs/scope/properties/customTag10/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err91];
            } else {
              vErrors.push(err91);
            }
            errors++;
          }
        }
        if (data21.experimentRunID !== void 0) {
          let data36 = data21.experimentRunID;
          if (typeof data36 === "string") {
            if (!pattern8.test(data36)) {
              const err92 = { instancePath: instancePath + "/scope/experimentRunID", schemaPath: "#/$defs/scope/properties/experimentRunID/pattern", keyword: "pattern", params: { pattern: "^exr-[0-9]+$" }, message: 'must match pattern "^exr-[0-9]+$"' };
              if (vErrors === null) {
                vErrors = [err92];
              } else {
                vErrors.push(err92);
              }
              errors++;
            }
          } else {
            const err93 = { instancePath: instancePath + "/scope/experimentRunID", schemaPath: "#/$defs/scope/properties/experimentRunID/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err93];
            } else {
              vErrors.push(err93);
            }
            errors++;
          }
        }
        if (data21.experimentVariantID !== void 0) {
          let data37 = data21.experimentVariantID;
          if (typeof data37 === "string") {
            if (!pattern9.test(data37)) {
              const err94 = { instancePath: instancePath + "/scope/experimentVariantID", schemaPath: "#/$defs/scope/properties/experimentVariantID/pattern", keyword: "pattern", params: { pattern: "^exv-[0-9]+$" }, message: 'must match pattern "^exv-[0-9]+$"' };
              if (vErrors === null) {
                vErrors = [err94];
              } else {
                vErrors.push(err94);
              }
              errors++;
            }
          } else {
            const err95 = { instancePath: instancePath + "/scope/experimentVariantID", schemaPath: "#/$defs/scope/properties/experimentVariantID/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err95];
            } else {
              vErrors.push(err95);
            }
            errors++;
          }
        }
      } else {
        const err96 = { instancePath: instancePath + "/scope", schemaPath: "#/$defs/scope/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err96];
        } else {
          vErrors.push(err96);
        }
        errors++;
      }
    }
    if (data.series !== void 0) {
      let data38 = data.series;
      if (Array.isArray(data38)) {
        if (data38.length > 50) {
          const err97 = { instancePath: instancePath + "/series", schemaPath: "#/properties/series/maxItems", keyword: "maxItems", params: { limit: 50 }, message: "must NOT have more than 50 items" };
          if (vErrors === null) {
            vErrors = [err97];
          } else {
            vErrors.push(err97);
          }
          errors++;
        }
        const len0 = data38.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data39 = data38[i0];
          if (typeof data39 === "string") {
            if (func2(data39) > 255) {
              const err98 = { instancePath: instancePath + "/series/" + i0, schemaPath: "#/properties/series/items/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err98];
              } else {
                vErrors.push(err98);
              }
              errors++;
            }
            if (func2(data39) < 1) {
              const err99 = { instancePath: instancePath + "/series/" + i0, schemaPath: "#/properties/series/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err99];
              } else {
                vErrors.push(err99);
              }
              errors++;
            }
          } else {
            const err100 = { instancePath: instancePath + "/series/" + i0, schemaPath: "#/properties/series/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err100];
            } else {
              vErrors.push(err100);
            }
            errors++;
          }
        }
      } else {
        const err101 = { instancePath: instancePath + "/series", schemaPath: "#/properties/series/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err101];
        } else {
          vErrors.push(err101);
        }
        errors++;
      }
    }
    if (data.display !== void 0) {
      if (typeof data.display !== "boolean") {
        const err102 = { instancePath: instancePath + "/display", schemaPath: "#/properties/display/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err102];
        } else {
          vErrors.push(err102);
        }
        errors++;
      }
    }
    if (data.source !== void 0) {
      let data41 = data.source;
      if (!(data41 === "manual" || data41 === "agent" || data41 === "system")) {
        const err103 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/enum", keyword: "enum", params: { allowedValues: schema31.properties.source.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err103];
        } else {
          vErrors.push(err103);
        }
        errors++;
      }
    }
    if (data.evidence !== void 0) {
      let data42 = data.evidence;
      if (Array.isArray(data42)) {
        if (data42.length > 4) {
          const err104 = { instancePath: instancePath + "/evidence", schemaPath: "#/properties/evidence/maxItems", keyword: "maxItems", params: { limit: 4 }, message: "must NOT have more than 4 items" };
          if (vErrors === null) {
            vErrors = [err104];
          } else {
            vErrors.push(err104);
          }
          errors++;
        }
        const len1 = data42.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data43 = data42[i1];
          if (!(data43 === "code" || data43 === "trace" || data43 === "data" || data43 === "customer")) {
            const err105 = { instancePath: instancePath + "/evidence/" + i1, schemaPath: "#/properties/evidence/items/enum", keyword: "enum", params: { allowedValues: schema31.properties.evidence.items.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err105];
            } else {
              vErrors.push(err105);
            }
            errors++;
          }
        }
        let i2 = data42.length;
        let j0;
        if (i2 > 1) {
          outer0: for (; i2--; ) {
            for (j0 = i2; j0--; ) {
              if (func0(data42[i2], data42[j0])) {
                const err106 = { instancePath: instancePath + "/evidence", schemaPath: "#/properties/evidence/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err106];
                } else {
                  vErrors.push(err106);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err107 = { instancePath: instancePath + "/evidence", schemaPath: "#/properties/evidence/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err107];
        } else {
          vErrors.push(err107);
        }
        errors++;
      }
    }
    if (data.refs !== void 0) {
      let data44 = data.refs;
      if (Array.isArray(data44)) {
        if (data44.length > 50) {
          const err108 = { instancePath: instancePath + "/refs", schemaPath: "#/properties/refs/maxItems", keyword: "maxItems", params: { limit: 50 }, message: "must NOT have more than 50 items" };
          if (vErrors === null) {
            vErrors = [err108];
          } else {
            vErrors.push(err108);
          }
          errors++;
        }
        const len2 = data44.length;
        for (let i3 = 0; i3 < len2; i3++) {
          let data45 = data44[i3];
          const _errs110 = errors;
          let valid31 = true;
          const _errs111 = errors;
          if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
            let missing6;
            if (data45.type === void 0 && (missing6 = "type")) {
              const err109 = {};
              if (vErrors === null) {
                vErrors = [err109];
              } else {
                vErrors.push(err109);
              }
              errors++;
            } else {
              if (data45.type !== void 0) {
                if ("annotation" !== data45.type) {
                  const err110 = {};
                  if (vErrors === null) {
                    vErrors = [err110];
                  } else {
                    vErrors.push(err110);
                  }
                  errors++;
                }
              }
            }
          }
          var _valid6 = _errs111 === errors;
          errors = _errs110;
          if (vErrors !== null) {
            if (_errs110) {
              vErrors.length = _errs110;
            } else {
              vErrors = null;
            }
          }
          let ifClause0;
          if (_valid6) {
            const _errs113 = errors;
            const _errs114 = errors;
            let valid33 = false;
            let passing0 = null;
            const _errs115 = errors;
            if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
              if (data45.value === void 0) {
                const err111 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/allOf/0/then/oneOf/0/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'" };
                if (vErrors === null) {
                  vErrors = [err111];
                } else {
                  vErrors.push(err111);
                }
                errors++;
              }
            }
            var _valid7 = _errs115 === errors;
            if (_valid7) {
              valid33 = true;
              passing0 = 0;
            }
            const _errs116 = errors;
            if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
              if (data45.externalKey === void 0) {
                const err112 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/allOf/0/then/oneOf/1/required", keyword: "required", params: { missingProperty: "externalKey" }, message: "must have required property 'externalKey'" };
                if (vErrors === null) {
                  vErrors = [err112];
                } else {
                  vErrors.push(err112);
                }
                errors++;
              }
            }
            var _valid7 = _errs116 === errors;
            if (_valid7 && valid33) {
              valid33 = false;
              passing0 = [passing0, 1];
            } else {
              if (_valid7) {
                valid33 = true;
                passing0 = 1;
              }
            }
            if (!valid33) {
              const err113 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/allOf/0/then/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
              if (vErrors === null) {
                vErrors = [err113];
              } else {
                vErrors.push(err113);
              }
              errors++;
            } else {
              errors = _errs114;
              if (vErrors !== null) {
                if (_errs114) {
                  vErrors.length = _errs114;
                } else {
                  vErrors = null;
                }
              }
            }
            var _valid6 = _errs113 === errors;
            valid31 = _valid6;
            ifClause0 = "then";
          } else {
            const _errs117 = errors;
            if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
              if (data45.value === void 0) {
                const err114 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/allOf/0/else/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'" };
                if (vErrors === null) {
                  vErrors = [err114];
                } else {
                  vErrors.push(err114);
                }
                errors++;
              }
              if (data45.externalKey !== void 0) {
                const err115 = { instancePath: instancePath + "/refs/" + i3 + "/externalKey", schemaPath: "#/$defs/ref/allOf/0/else/properties/externalKey/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
                if (vErrors === null) {
                  vErrors = [err115];
                } else {
                  vErrors.push(err115);
                }
                errors++;
              }
            }
            var _valid6 = _errs117 === errors;
            valid31 = _valid6;
            if (valid31) {
              var props4 = {};
              props4.externalKey = true;
              props4.type = true;
            }
            ifClause0 = "else";
          }
          if (!valid31) {
            const err116 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/allOf/0/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: 'must match "' + ifClause0 + '" schema' };
            if (vErrors === null) {
              vErrors = [err116];
            } else {
              vErrors.push(err116);
            }
            errors++;
          }
          const _errs120 = errors;
          let valid35 = true;
          const _errs121 = errors;
          if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
            let missing7;
            if (data45.type === void 0 && (missing7 = "type")) {
              const err117 = {};
              if (vErrors === null) {
                vErrors = [err117];
              } else {
                vErrors.push(err117);
              }
              errors++;
            } else {
              if (data45.type !== void 0) {
                if ("commit" !== data45.type) {
                  const err118 = {};
                  if (vErrors === null) {
                    vErrors = [err118];
                  } else {
                    vErrors.push(err118);
                  }
                  errors++;
                }
              }
            }
          }
          var _valid8 = _errs121 === errors;
          errors = _errs120;
          if (vErrors !== null) {
            if (_errs120) {
              vErrors.length = _errs120;
            } else {
              vErrors = null;
            }
          }
          if (_valid8) {
            const _errs123 = errors;
            if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
              if (data45.value !== void 0) {
                let data49 = data45.value;
                if (typeof data49 === "string") {
                  if (!pattern10.test(data49)) {
                    const err119 = { instancePath: instancePath + "/refs/" + i3 + "/value", schemaPath: "#/$defs/ref/allOf/1/then/properties/value/pattern", keyword: "pattern", params: { pattern: "^[0-9a-fA-F]{7,64}$" }, message: 'must match pattern "^[0-9a-fA-F]{7,64}$"' };
                    if (vErrors === null) {
                      vErrors = [err119];
                    } else {
                      vErrors.push(err119);
                    }
                    errors++;
                  }
                } else {
                  const err120 = { instancePath: instancePath + "/refs/" + i3 + "/value", schemaPath: "#/$defs/ref/allOf/1/then/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err120];
                  } else {
                    vErrors.push(err120);
                  }
                  errors++;
                }
              }
            }
            var _valid8 = _errs123 === errors;
            valid35 = _valid8;
            if (valid35) {
              var props5 = {};
              props5.value = true;
              props5.type = true;
            }
          }
          if (!valid35) {
            const err121 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
            if (vErrors === null) {
              vErrors = [err121];
            } else {
              vErrors.push(err121);
            }
            errors++;
          }
          if (props4 !== true && props5 !== void 0) {
            if (props5 === true) {
              props4 = true;
            } else {
              props4 = props4 || {};
              Object.assign(props4, props5);
            }
          }
          const _errs128 = errors;
          let valid38 = true;
          const _errs129 = errors;
          if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
            let missing8;
            if (data45.type === void 0 && (missing8 = "type")) {
              const err122 = {};
              if (vErrors === null) {
                vErrors = [err122];
              } else {
                vErrors.push(err122);
              }
              errors++;
            } else {
              if (data45.type !== void 0) {
                if ("url" !== data45.type) {
                  const err123 = {};
                  if (vErrors === null) {
                    vErrors = [err123];
                  } else {
                    vErrors.push(err123);
                  }
                  errors++;
                }
              }
            }
          }
          var _valid9 = _errs129 === errors;
          errors = _errs128;
          if (vErrors !== null) {
            if (_errs128) {
              vErrors.length = _errs128;
            } else {
              vErrors = null;
            }
          }
          if (_valid9) {
            const _errs131 = errors;
            if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
              if (data45.value !== void 0) {
                let data51 = data45.value;
                if (typeof data51 === "string") {
                  if (!pattern11.test(data51)) {
                    const err124 = { instancePath: instancePath + "/refs/" + i3 + "/value", schemaPath: "#/$defs/ref/allOf/2/then/properties/value/pattern", keyword: "pattern", params: { pattern: "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$" }, message: 'must match pattern "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$"' };
                    if (vErrors === null) {
                      vErrors = [err124];
                    } else {
                      vErrors.push(err124);
                    }
                    errors++;
                  }
                } else {
                  const err125 = { instancePath: instancePath + "/refs/" + i3 + "/value", schemaPath: "#/$defs/ref/allOf/2/then/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err125];
                  } else {
                    vErrors.push(err125);
                  }
                  errors++;
                }
              }
            }
            var _valid9 = _errs131 === errors;
            valid38 = _valid9;
            if (valid38) {
              var props6 = {};
              props6.value = true;
              props6.type = true;
            }
          }
          if (!valid38) {
            const err126 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
            if (vErrors === null) {
              vErrors = [err126];
            } else {
              vErrors.push(err126);
            }
            errors++;
          }
          if (props4 !== true && props6 !== void 0) {
            if (props6 === true) {
              props4 = true;
            } else {
              props4 = props4 || {};
              Object.assign(props4, props6);
            }
          }
          if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
            if (data45.type === void 0) {
              const err127 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'" };
              if (vErrors === null) {
                vErrors = [err127];
              } else {
                vErrors.push(err127);
              }
              errors++;
            }
            for (const key2 in data45) {
              if (!(key2 === "type" || key2 === "value" || key2 === "externalKey")) {
                const err128 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err128];
                } else {
                  vErrors.push(err128);
                }
                errors++;
              }
            }
            if (data45.type !== void 0) {
              let data52 = data45.type;
              if (!(data52 === "finding" || data52 === "annotation" || data52 === "project" || data52 === "commit" || data52 === "release" || data52 === "url")) {
                const err129 = { instancePath: instancePath + "/refs/" + i3 + "/type", schemaPath: "#/$defs/ref/properties/type/enum", keyword: "enum", params: { allowedValues: schema35.properties.type.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err129];
                } else {
                  vErrors.push(err129);
                }
                errors++;
              }
            }
            if (data45.value !== void 0) {
              let data53 = data45.value;
              if (typeof data53 === "string") {
                if (func2(data53) > 2e3) {
                  const err130 = { instancePath: instancePath + "/refs/" + i3 + "/value", schemaPath: "#/$defs/ref/properties/value/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters" };
                  if (vErrors === null) {
                    vErrors = [err130];
                  } else {
                    vErrors.push(err130);
                  }
                  errors++;
                }
                if (func2(data53) < 1) {
                  const err131 = { instancePath: instancePath + "/refs/" + i3 + "/value", schemaPath: "#/$defs/ref/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err131];
                  } else {
                    vErrors.push(err131);
                  }
                  errors++;
                }
              } else {
                const err132 = { instancePath: instancePath + "/refs/" + i3 + "/value", schemaPath: "#/$defs/ref/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err132];
                } else {
                  vErrors.push(err132);
                }
                errors++;
              }
            }
            if (data45.externalKey !== void 0) {
              let data54 = data45.externalKey;
              if (typeof data54 === "string") {
                if (!pattern4.test(data54)) {
                  const err133 = { instancePath: instancePath + "/refs/" + i3 + "/externalKey", schemaPath: "#/$defs/ref/properties/externalKey/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9._-]{1,128}$" }, message: 'must match pattern "^[a-z0-9._-]{1,128}$"' };
                  if (vErrors === null) {
                    vErrors = [err133];
                  } else {
                    vErrors.push(err133);
                  }
                  errors++;
                }
              } else {
                const err134 = { instancePath: instancePath + "/refs/" + i3 + "/externalKey", schemaPath: "#/$defs/ref/properties/externalKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err134];
                } else {
                  vErrors.push(err134);
                }
                errors++;
              }
            }
          } else {
            const err135 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err135];
            } else {
              vErrors.push(err135);
            }
            errors++;
          }
        }
      } else {
        const err136 = { instancePath: instancePath + "/refs", schemaPath: "#/properties/refs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err136];
        } else {
          vErrors.push(err136);
        }
        errors++;
      }
    }
    if (data.note !== void 0) {
      let data55 = data.note;
      if (typeof data55 === "string") {
        if (func2(data55) > 2e3) {
          const err137 = { instancePath: instancePath + "/note", schemaPath: "#/properties/note/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters" };
          if (vErrors === null) {
            vErrors = [err137];
          } else {
            vErrors.push(err137);
          }
          errors++;
        }
        if (func2(data55) < 1) {
          const err138 = { instancePath: instancePath + "/note", schemaPath: "#/properties/note/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err138];
          } else {
            vErrors.push(err138);
          }
          errors++;
        }
      } else {
        const err139 = { instancePath: instancePath + "/note", schemaPath: "#/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err139];
        } else {
          vErrors.push(err139);
        }
        errors++;
      }
    }
    if (data.dateTo !== void 0) {
      if (data.dateFrom === void 0) {
        const err140 = { instancePath, schemaPath: "#/dependentRequired", keyword: "dependentRequired", params: {
          property: "dateTo",
          missingProperty: "dateFrom",
          depsCount: 1,
          deps: "dateFrom"
        }, message: "must have property dateFrom when property dateTo is present" };
        if (vErrors === null) {
          vErrors = [err140];
        } else {
          vErrors.push(err140);
        }
        errors++;
      }
    }
  } else {
    const err141 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err141];
    } else {
      vErrors.push(err141);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var ruleCodes = { "#/allOf/5": "approximate.needsDate", "#/$defs/ref/allOf/0": "refs.refOrKey", "#/$defs/ref/allOf/1": "refs.value.commit", "#/$defs/ref/allOf/2": "refs.value.url" };
var knownFields = { "document": ["externalKey", "kind", "headline", "description", "dateFrom", "dateTo", "approximate", "status", "effect", "reading", "scope", "series", "display", "source", "evidence", "refs", "note"], "scope": ["applicationID", "os", "osVersion", "browser", "customTag1", "customTag2", "customTag3", "customTag4", "customTag5", "customTag6", "customTag7", "customTag8", "customTag9", "customTag10", "experimentRunID", "experimentVariantID"], "refs": ["type", "value", "externalKey"] };

// src/validate/check-document.ts
function checkDocument(value) {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    return [
      {
        code: "document.notAnObject",
        message: `an annotation document must be a map of fields, not ${describeValue(value)}`,
        path: []
      }
    ];
  validate(value);
  const schemaIssues = translateErrors(validate.errors ?? [], value, {
    root: "document",
    ruleCodes,
    knownFields
  });
  const reported = new Set(schemaIssues.map((i) => i.code));
  return dropEchoes([
    ...schemaIssues,
    ...checkCodeRules(value, reported)
  ]);
}

// src/validate/validate-file.ts
async function validateFile(found, options = {}) {
  const source = await readSource(found.absolute, found.relative);
  if ("diagnostic" in source) return unreadable(found, source.diagnostic);
  return validateText(source.text, found.relative, options);
}
async function validateFileFast(found) {
  const source = await readSource(found.absolute, found.relative);
  if ("diagnostic" in source) return unreadable(found, source.diagnostic);
  return validateTextFast(source.text, found.relative);
}
function validateText(text, file, options = {}) {
  const fast = options.positions || options.skipFast ? void 0 : validateTextFast(text, file);
  return fast ?? fullReport(loadText(text, file), options.positions === true);
}
function validateTextFast(text, file) {
  const docs = fastDocuments(text);
  if (!docs || !docs.every((doc) => checkDocument(doc.value).length === 0)) return void 0;
  return {
    file,
    annotations: docs.length,
    diagnostics: [],
    documents: docs.map((doc) => ({ file, ...doc, valid: true }))
  };
}
function unreadable(found, diagnostic) {
  return { file: found.relative, annotations: 0, diagnostics: [diagnostic], documents: [] };
}
function fullReport(loaded, withPlaces) {
  const diagnostics = [...loaded.diagnostics];
  const documents = loaded.documents.map((doc) => {
    const issues = checkDocument(doc.value);
    for (const issue of issues) diagnostics.push(placeIssue(issue, doc, loaded.file));
    return {
      file: loaded.file,
      index: doc.index,
      line: doc.line,
      value: doc.value,
      valid: issues.length === 0,
      ...withPlaces ? { places: placesOf(doc) } : {}
    };
  });
  diagnostics.sort(byPosition);
  return {
    file: loaded.file,
    ...diagnostics.length > 0 && loaded.text !== void 0 ? { text: loaded.text } : {},
    annotations: loaded.annotations,
    diagnostics,
    documents
  };
}
function placeIssue(issue, doc, file) {
  return {
    severity: "error",
    code: issue.code,
    message: issue.message,
    file,
    ...doc.locate(issue.path, issue.target),
    path: toPointer(issue.path),
    ...externalKeyOf(doc.value)
  };
}
function toPointer(path) {
  return path.map((s) => `/${String(s).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}
function externalKeyOf(value) {
  const key = value?.externalKey;
  return typeof key === "string" ? { externalKey: key } : {};
}
function byPosition(a, b) {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}
function placesOf(doc) {
  const places = { "": doc.locate([], "parent") };
  for (const [key, value] of Object.entries(doc.value)) {
    places[`/${key}`] = doc.locate([key]);
    if (key === "scope" && value && typeof value === "object" && !Array.isArray(value)) {
      for (const member of Object.keys(value))
        places[`/scope/${member}`] = doc.locate([key, member]);
    }
    if (key === "refs" && Array.isArray(value)) {
      value.forEach((ref, i) => {
        places[`/refs/${i}`] = doc.locate(["refs", i]);
        if (ref && typeof ref === "object") {
          for (const field of Object.keys(ref))
            places[`/refs/${i}/${field}`] = doc.locate(["refs", i, field]);
        }
      });
    }
  }
  return places;
}

// src/validate/validate-files-pool.ts
import { availableParallelism } from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
var WORKER_FLAG = "observe-annotations/validate-files";
var MIN_FILES_FOR_WORKERS = 48;
var WORKER_LIMITS = { maxYoungGenerationSizeMb: 16 };
function workersFor(files) {
  if (!import.meta.url.endsWith(".js") || files < MIN_FILES_FOR_WORKERS) return 0;
  return Math.max(0, Math.min(availableParallelism(), 8, Math.floor(files / 24)));
}
function validateInWorkers(files, count, positions) {
  const reports = new Array(files.length);
  const batchSize = Math.max(1, Math.min(16, Math.ceil(files.length / (count * 8))));
  let next = 0;
  let running = 0;
  return new Promise((resolve, reject) => {
    const workers = [];
    const fail = (error) => {
      for (const w of workers) void w.terminate();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const feed = (worker) => {
      if (next >= files.length) {
        void worker.terminate();
        if (--running === 0) resolve(reports);
        return;
      }
      const batch = { start: next, files: files.slice(next, next + batchSize), positions };
      next += batch.files.length;
      worker.postMessage(batch);
    };
    for (let i = 0; i < count; i++) {
      const worker = new Worker(new URL(import.meta.url), {
        workerData: { [WORKER_FLAG]: true },
        resourceLimits: WORKER_LIMITS
      });
      workers.push(worker);
      running++;
      worker.on("message", (done) => {
        done.reports.forEach((r, k) => reports[done.start + k] = r);
        feed(worker);
      });
      worker.on("error", fail);
      feed(worker);
    }
  });
}
function serveBatches() {
  parentPort.on("message", async (batch) => {
    const reports = [];
    const options = { skipFast: true, positions: batch.positions };
    for (const found of batch.files) reports.push(await validateFile(found, options));
    parentPort.postMessage({ start: batch.start, reports });
  });
}
if (!isMainThread && workerData?.[WORKER_FLAG]) serveBatches();

// src/validate/validate-files.ts
async function validateFiles(paths, options) {
  const found = await findFiles(paths, options.cwd);
  const reports = options.positions ? await fullPath(found.files, options) : await fastThenFull(found.files, options);
  const documents = reports.flatMap((r) => r.documents);
  const acrossFiles = await checkAcrossFiles(documents, found.files, options);
  const order = new Map(reports.map((r, i) => [r.file, i]));
  const diagnostics = [
    ...found.diagnostics,
    ...[...reports.flatMap((r) => r.diagnostics), ...acrossFiles].sort(
      (a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0) || byPosition(a, b)
    )
  ];
  const sources = /* @__PURE__ */ new Map();
  for (const r of reports) if (r.text !== void 0) sources.set(r.file, r.text);
  return {
    valid: !diagnostics.some((d) => d.severity === "error"),
    files: found.files.length,
    annotations: reports.reduce((n, r) => n + r.annotations, 0),
    diagnostics,
    sources,
    documents
  };
}
async function fullPath(files, options) {
  const positions = options.positions === true;
  const threads = options.workers === void 0 || options.workers === "auto" ? workersFor(files.length) : options.workers;
  if (threads > 0) {
    return validateInWorkers(files, threads, positions).catch(() => inThread(files, positions));
  }
  return inThread(files, positions);
}
async function fastThenFull(files, options) {
  const reports = [];
  for (const f of files) reports.push(await validateFileFast(f));
  const declined = files.filter((_, i) => reports[i] === void 0);
  if (declined.length === 0) return reports;
  const full = await fullPath(declined, options);
  let k = 0;
  return reports.map((r) => r ?? full[k++]);
}
async function inThread(files, positions) {
  const reports = [];
  for (const f of files) reports.push(await validateFile(f, { skipFast: true, positions }));
  return reports;
}
async function checkAcrossFiles(documents, files, options) {
  const issues = checkDocumentSet(documents.map((doc) => ({ value: doc.value, at: doc })));
  const involved = issues.flatMap(({ at, related }) => [at, ...related ? [related] : []]);
  await addPlaces(
    involved.filter((doc) => doc.places === void 0),
    files,
    options
  );
  return issues.map(({ issue, at, related }) => {
    const pointer = toPointer(issue.path);
    const place = at.places?.[pointer] ?? at.places?.[""] ?? wholeLine(at);
    const other = related ? related.places?.["/externalKey"] ?? related.places?.[""] ?? wholeLine(related) : void 0;
    const where = other ? `${related.file}:${other.line}:${other.column}` : "";
    const named = issue.code === "externalKey.duplicate" && other ? ` (first at ${where})` : "";
    return {
      severity: "error",
      code: issue.code,
      message: `${issue.message}${named}`,
      file: at.file,
      ...place,
      path: pointer,
      ...externalKeyOf(at.value),
      ...other ? {
        related: {
          file: related.file,
          line: other.line,
          column: other.column,
          message: issue.code === "externalKey.duplicate" ? "the first annotation with this key" : "the next annotation of the cycle"
        }
      } : {}
    };
  });
}
async function addPlaces(documents, files, options) {
  const wanted = new Set(documents.map((doc) => doc.file));
  if (wanted.size === 0) return;
  const again = await fullPath(
    files.filter((f) => wanted.has(f.relative)),
    { ...options, positions: true }
  );
  const byFile = new Map(again.map((r) => [r.file, r]));
  for (const doc of documents) {
    const place = byFile.get(doc.file)?.documents.find((d) => d.index === doc.index)?.places;
    if (place) doc.places = place;
  }
}
function wholeLine(doc) {
  return { line: doc.line, column: 1, endLine: doc.line, endColumn: 2 };
}

export {
  validateText,
  validateFiles
};
