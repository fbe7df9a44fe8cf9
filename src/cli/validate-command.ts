import { UserError } from '../model/errors.js';
import type { CommandContext } from './commands.js';

export async function runValidate(_ctx: CommandContext): Promise<number> {
  throw new UserError('validate is not built yet');
}
