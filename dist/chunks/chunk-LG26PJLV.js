import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  rowOf
} from "./chunk-E76EZZ2N.js";
import {
  UserError
} from "./chunk-DZ5A7VSD.js";

// src/app/options/option-error.ts
var OptionError = class extends UserError {
  constructor(key, problem, origin = "given", configFile) {
    super(problem);
    this.key = key;
    this.problem = problem;
    this.origin = origin;
    this.configFile = configFile;
    this.message = describeOptionError(this, NEUTRAL);
  }
  key;
  problem;
  origin;
  configFile;
};
var MissingOptionError = class extends OptionError {
  constructor(key) {
    super(key, "is missing");
  }
};
var NEUTRAL = { given: (key) => key, missing: (key) => `${key} is missing` };
function describeOptionError(error, naming) {
  if (error instanceof MissingOptionError) return naming.missing(error.key);
  const gap = error.problem.startsWith(":") ? "" : " ";
  return `${nameOf(error, naming)}${gap}${error.problem}`;
}
function nameOf(error, naming) {
  const option = rowOf(error.key);
  if (error.origin === "env" && option.env) return option.env;
  if (error.origin === "config" && option.config)
    return `${error.configFile ?? "the config file"}: '${option.config}'`;
  return naming.given(error.key) ?? option.env ?? error.key;
}

export {
  OptionError,
  MissingOptionError,
  describeOptionError
};
