import { UserError } from '../model/errors.js';
import type { CommandContext } from './commands.js';

export async function runApply(_ctx: CommandContext): Promise<number> {
  throw new UserError('apply is not built yet');
}
