// The Engine over the same functions the CLI commands use (validate, the session that plans,
// the applier, the Markdown views). Loaded lazily by run().
import { readConfigFile } from '../load/config-file.js';
import { UserError } from '../model/errors.js';
import { validateFiles } from '../validate/validate-files.js';
import type { Engine } from './engine.js';

export const sharedEngine: Engine = {
  async validate(ctx) {
    const config = await readConfigFile(ctx.io.cwd);
    const result = await validateFiles(ctx.positionals, { cwd: ctx.io.cwd });
    return {
      valid: result.valid,
      diagnostics: result.diagnostics,
      ...(config.keyPrefix === undefined ? {} : { keyPrefix: config.keyPrefix }),
    };
  },
  async plan() {
    throw new UserError('plan is not wired into the Action yet');
  },
  async apply() {
    throw new UserError('apply is not wired into the Action yet');
  },
};
