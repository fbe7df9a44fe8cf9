import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  Secrets
} from "./chunk-7SZHFZDT.js";
import "./chunk-NJDPKVDU.js";
import "./chunk-JREEBDFQ.js";
import "./chunk-ILCIXNGT.js";
import "./chunk-QVCCW6JO.js";
import "./chunk-ONBS6DE5.js";
export {
  Secrets
};
