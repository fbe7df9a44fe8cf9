import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/cli/invocation.ts
var RUNNERS = [
  [/^pnpm\//, "pnpm exec observe-annotations"],
  [/^yarn\//, "yarn observe-annotations"],
  [/^bun\//, "bunx observe-annotations"],
  [/^npm\//, "npx observe-annotations"]
];
function commandName(io, script = process.argv[1]) {
  const agent = io.env.npm_config_user_agent ?? "";
  for (const [pattern, command] of RUNNERS) if (pattern.test(agent)) return command;
  if (io.env.npm_execpath || script !== void 0 && /[\\/]_npx[\\/]/.test(script))
    return "npx observe-annotations";
  return "observe-annotations";
}

export {
  commandName
};
