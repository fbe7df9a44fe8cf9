import { UserError } from '../model/errors.js';
import type { CommandContext } from './commands.js';

export async function runImport(_ctx: CommandContext): Promise<number> {
  throw new UserError('import is not built yet');
}
