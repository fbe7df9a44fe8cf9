import { UserError } from '../model/errors.js';
import type { CommandContext } from './commands.js';

export async function runPlan(_ctx: CommandContext): Promise<number> {
  throw new UserError('plan is not built yet');
}
