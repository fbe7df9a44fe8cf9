import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/cli/terminal.ts
import { relative, resolve } from "node:path";
function useColour(io) {
  return Boolean(io.stdout.isTTY) && !io.env.NO_COLOR && io.env.TERM !== "dumb";
}
function inAutomation(io) {
  return Boolean(io.env.CI) || Boolean(io.env.GITHUB_ACTIONS) || !io.stdout.isTTY;
}
function configLine(ctx, io) {
  const file = ctx.options.configFile;
  if (file === void 0) return "";
  const elsewhere = relative(resolve(io.cwd), resolve(ctx.cwd)) !== "";
  return `Config: ${file}${elsewhere ? " (file paths below are relative to its folder)" : ""}
`;
}

export {
  useColour,
  inAutomation,
  configLine
};
