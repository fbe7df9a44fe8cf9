import { UserError } from '../model/errors.js';
import type { CommandContext } from './commands.js';

export async function runEmulator(_ctx: CommandContext): Promise<number> {
  throw new UserError('emulator is not built yet');
}
