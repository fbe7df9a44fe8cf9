import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  UserError
} from "./chunk-DZ5A7VSD.js";
import "./chunk-ONBS6DE5.js";

// src/cli/lsp-command.ts
async function runLsp({ ctx }, load) {
  if (!ctx.options.stdio)
    throw new UserError("lsp speaks over stdin and stdout only: run 'lsp --stdio'");
  const start = await load();
  const connection = start(process.stdin, process.stdout);
  await new Promise((resolve) => connection.onExit(() => resolve()));
  return 0;
}
export {
  runLsp
};
