import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  SYMBOL,
  countsLine,
  headline,
  isProblem,
  itemReason,
  nextStep,
  outcomeWord,
  placeOf,
  stopWords
} from "./chunk-QBGJ6ABX.js";
import "./chunk-QVCCW6JO.js";
import "./chunk-ONBS6DE5.js";
export {
  SYMBOL,
  countsLine,
  headline,
  isProblem,
  itemReason,
  nextStep,
  outcomeWord,
  placeOf,
  stopWords
};
