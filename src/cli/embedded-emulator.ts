// `--emulator`: the CLI hands the application this way to start an embedded emulator, whose
// state persists in `.observe-emulator/` so a user can apply, edit and plan again without any
// account. The application never imports the emulator itself.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { StartEmbedded } from '../app/connection.js';
import { checkNotLeadingOut, prepareFolder, writeFileNoFollow } from '../load/write-file.js';

export const EMULATOR_DIR = '.observe-emulator';

export const startEmbedded: StartEmbedded = async (ctx) => {
  const { startEmulator, parseApiKey } = await import('../emulator/index.js');
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
  const emulator = await startEmulator({
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
  return {
    baseUrl: emulator.baseUrl,
    apiKey,
    target: `emulator:${shownDir}`,
    close: () => emulator.close(),
  };
};
