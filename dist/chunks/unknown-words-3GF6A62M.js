import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  COMMANDS
} from "./chunk-U5SDWDS6.js";
import {
  optionRows,
  optionsFor
} from "./chunk-E76EZZ2N.js";
import {
  nearestName
} from "./chunk-YBT3JPPF.js";
import "./chunk-ONBS6DE5.js";

// src/cli/unknown-words.ts
function unknownCommandMessage(name) {
  const names = Object.keys(COMMANDS);
  const near = nearestName(name, names);
  const guess = near === void 0 ? "." : `: did you mean ${near}?`;
  return `unknown command '${name}'${guess} Commands: ${names.join(", ")}. See --help.`;
}
function unknownFlagMessage(command, flag) {
  const name = flag.replace(/^-+/, "").replace(/=.*$/s, "");
  const own = optionsFor(command).map(([, o]) => o.flag).filter((f) => f !== void 0);
  const near = nearestName(name, [...own, "help"]);
  const elsewhere = Object.keys(COMMANDS).filter(
    (c) => optionRows().some(([, o]) => o.flag === name && o.commands.includes(c))
  );
  let hint = "";
  if (near !== void 0) hint = `; did you mean --${near}?`;
  else if (name === "api-key")
    hint = "; keys are never taken on the command line: set OBSERVE_API_KEY or pass --api-key-file FILE";
  else if (elsewhere.length > 0)
    hint = `; ${command} does not take it (${elsewhere.join(", ")} ${elsewhere.length === 1 ? "does" : "do"})`;
  return `Unknown option '${flag}'${hint} (see '${command} --help')`;
}
export {
  unknownCommandMessage,
  unknownFlagMessage
};
