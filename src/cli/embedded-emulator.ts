// `--emulator`: the CLI hands the application this way to start an embedded emulator, whose
// state persists in `.observe-emulator/` so a user can apply, edit and plan again without any
// account. The application never imports the emulator itself.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { StartEmbedded } from '../app/run/connection.js';
import {
  checkNotLeadingOut,
  checkWritableFolder,
  prepareFolder,
  writeFileNoFollow,
} from '../load/write-file.js';
import { FileSystemError, UserError } from '../model/errors.js';
import type * as EmulatorModule from '../emulator/index.js';

export const EMULATOR_DIR = '.observe-emulator';

export const startEmbedded: StartEmbedded = async (ctx) => {
  const emulatorModule = await import('../emulator/index.js');
  const { startEmulator, parseApiKey } = emulatorModule;
  const { stateDir, shownDir } = stateFolder(ctx.cwd, ctx.options.target);
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
  const running = emulator;
  return {
    baseUrl: emulator.baseUrl,
    apiKey,
    target: `emulator:${shownDir}`,
    close: async () => {
      try {
        await running.close();
      } catch (error) {
        throw damagedState(error, `${shownDir}/state.json`, emulatorModule, 'save') ?? error;
      }
    },
  };
};

/**
 * Makes the state folder (`.observe-emulator/`, or a target's folder in it) ready: inside the
 * repository, ignored by git, writable. A folder the system will not let it write is an error
 * saying what the folder is for.
 */
function stateFolder(cwd: string, target: string | undefined) {
  const dir = join(cwd, EMULATOR_DIR);
  // Each named target has a project of its own (`.observe-emulator/staging/`).
  const stateDir = target === undefined ? dir : join(dir, target);
  const shownDir = target === undefined ? EMULATOR_DIR : `${EMULATOR_DIR}/${target}`;
  try {
    // The folder may come with the checkout: it must not lead the state out of the repository.
    prepareFolder(dir, cwd, EMULATOR_DIR);
    writeFileNoFollow(
      join(dir, '.gitignore'),
      '# State of the embedded emulator (observe-annotations --emulator)\n*\n',
      cwd,
      `${EMULATOR_DIR}/.gitignore`,
    );
    if (target !== undefined) prepareFolder(stateDir, cwd, shownDir);
    checkNotLeadingOut(join(stateDir, 'state.json'), cwd, `${shownDir}/state.json`);
    // The state is saved by a rename in its folder: a folder it cannot save in is said now.
    checkWritableFolder(stateDir, `${shownDir}/`);
  } catch (error) {
    if (!(error instanceof FileSystemError)) throw error;
    throw new UserError(
      `${error.message}. --emulator keeps the embedded emulator's state in ${EMULATOR_DIR}/ of the folder it runs in; nothing was sent.`,
    );
  }
  return { stateDir, shownDir };
}

/**
 * A state file the emulator cannot use (not JSON, not its format, an id past the safe
 * integers, unreadable) as a UserError naming the file and what to do; undefined for the rest.
 */
function damagedState(
  error: unknown,
  file: string,
  emulator: typeof EmulatorModule,
  when: 'start' | 'save' = 'start',
): UserError | undefined {
  if (error instanceof emulator.StateFormatError) {
    return new UserError(
      `${file}: the embedded emulator's state file is damaged (${error.message}). Delete it (rm ${file}) to start the emulator empty, or put back a good copy; nothing was sent.`,
    );
  }
  if (error instanceof emulator.StateFileError && when === 'save') {
    return new UserError(
      `${file}: the embedded emulator's state file ${error.message}: this run's changes to the emulator are lost when it ends. Make ${EMULATOR_DIR}/ writable (or free space), then run again.`,
    );
  }
  if (error instanceof emulator.StateFileError) {
    return new UserError(
      `${file}: the embedded emulator's state file ${error.message}. Check its permissions, or delete it to start the emulator empty; nothing was sent.`,
    );
  }
  return undefined;
}
