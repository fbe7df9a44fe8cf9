// `--emulator`: the CLI hands the application this way to start an embedded emulator, whose
// state persists in `.observe-emulator/` so a user can apply, edit and plan again without any
// account. The application never imports the emulator itself.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { StartEmbedded } from '../app/connection.js';
import { checkNotLeadingOut, prepareFolder, writeFileNoFollow } from '../load/write-file.js';
import { UserError } from '../model/errors.js';
import type * as EmulatorModule from '../emulator/index.js';

export const EMULATOR_DIR = '.observe-emulator';

export const startEmbedded: StartEmbedded = async (ctx) => {
  const emulatorModule = await import('../emulator/index.js');
  const { startEmulator, parseApiKey } = emulatorModule;
  const dir = join(ctx.cwd, EMULATOR_DIR);
  // The folder may come with the checkout: it must not lead the state out of the repository.
  prepareFolder(dir, ctx.cwd, EMULATOR_DIR);
  writeFileNoFollow(
    join(dir, '.gitignore'),
    '# State of the embedded emulator (observe-annotations --emulator)\n*\n',
    ctx.cwd,
    `${EMULATOR_DIR}/.gitignore`,
  );
  // Each named target has a project of its own (`.observe-emulator/staging/`).
  const target = ctx.options.target;
  const stateDir = target === undefined ? dir : join(dir, target);
  const shownDir = target === undefined ? EMULATOR_DIR : `${EMULATOR_DIR}/${target}`;
  if (target !== undefined) prepareFolder(stateDir, ctx.cwd, shownDir);
  checkNotLeadingOut(join(stateDir, 'state.json'), ctx.cwd, `${shownDir}/state.json`);
  // A fresh key per run, known only to this process.
  const apiKey = `emu_${randomBytes(18).toString('base64url')}`;
  const project = ctx.options.emulatorProject;
  let emulator;
  try {
    emulator = await startEmulator({
      host: '127.0.0.1',
      port: 0,
      apiKeys: [parseApiKey(apiKey)],
      timezone: project?.timezone ?? 'UTC',
      findings: [...(project?.findings ?? [])],
      dataFile: join(stateDir, 'state.json'),
      logger: {
        info: () => {},
        warn: (message) => ctx.log.warn(`emulator: warning: ${message}`),
        error: (message) => ctx.log.warn(`emulator: error: ${message}`),
      },
    });
  } catch (error) {
    throw damagedState(error, `${shownDir}/state.json`, emulatorModule) ?? error;
  }
  return {
    baseUrl: emulator.baseUrl,
    apiKey,
    target: `emulator:${shownDir}`,
    close: () => emulator.close(),
  };
};

/**
 * A state file the emulator cannot use (not JSON, not its format, an id past the safe
 * integers, unreadable) as a UserError naming the file and what to do; undefined for the rest.
 */
function damagedState(
  error: unknown,
  file: string,
  emulator: typeof EmulatorModule,
): UserError | undefined {
  if (error instanceof emulator.StateFormatError) {
    return new UserError(
      `${file}: the embedded emulator's state file is damaged (${error.message}). Delete it (rm ${file}) to start the emulator empty, or put back a good copy; nothing was sent.`,
    );
  }
  if (error instanceof emulator.StateFileError) {
    return new UserError(
      `${file}: the embedded emulator's state file ${error.message}. Check its permissions, or delete it to start the emulator empty; nothing was sent.`,
    );
  }
  return undefined;
}
