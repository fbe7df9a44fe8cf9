import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ensureCommit
} from "./chunk-WWO46CHN.js";
import "./chunk-2GIMHC3E.js";
import {
  refuseGitLikeFolders
} from "./chunk-GK5S7SVR.js";
import "./chunk-IS3V3FBE.js";
import "./chunk-DZ5A7VSD.js";
import "./chunk-ONBS6DE5.js";
export {
  ensureCommit,
  refuseGitLikeFolders
};
