import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  REDACTED,
  Secrets
} from "./chunk-ETOFOFI3.js";
import "./chunk-5QRHPWNI.js";
import "./chunk-JREEBDFQ.js";
import "./chunk-ILCIXNGT.js";
import "./chunk-QVCCW6JO.js";
import "./chunk-ONBS6DE5.js";
export {
  REDACTED,
  Secrets
};
