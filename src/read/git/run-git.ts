// Running git: plumbing commands on the repository named explicitly, arguments never through a
// shell, output bounded, the environment and settings of git-invocation.ts. What git says on
// failure is cut to its first line for messages.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { UserError } from '../../model/errors.js';
import type { Env } from '../../model/env.js';
import { gitArguments, gitEnvironment, type GitAccess } from './git-invocation.js';
import type { GitRepository } from './repository.js';

/** More output than this from one listing is refused rather than held. */
const MAX_GIT_OUTPUT = 256 * 1024 * 1024;

/** git failed, or said something this tool cannot use; the message is for people. */
export class GitError extends UserError {
  constructor(
    message: string,
    /** git's exit code; undefined when it could not be started. */
    readonly code?: number,
  ) {
    super(message);
  }
}

export interface GitOptions {
  /** The repository git works on (and runs in): never the one it would discover. */
  repository: GitRepository;
  /** The run's environment: git gets only what git-invocation.ts keeps of it. */
  env: Env;
  /** Reads (the default), or the one fetch. */
  access?: GitAccess;
  /** Written to git's standard input, which is then closed. */
  input?: string | Buffer;
  /** Output beyond this many bytes ends the command (default MAX_GIT_OUTPUT). */
  maxBytes?: number;
  /** Ends git (the run's deadline): the command fails saying why. */
  signal?: AbortSignal;
}

/** Starts `git ARGS` on the options' repository, with only the environment it needs. */
export function spawnGit(
  args: readonly string[],
  options: Pick<GitOptions, 'repository' | 'env' | 'access' | 'signal'>,
): ChildProcessWithoutNullStreams {
  const access = options.access ?? { read: true };
  return spawn('git', gitArguments(options.repository, args, access), {
    cwd: options.repository.top,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: gitEnvironment(options.env, access),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/**
 * Runs `git ARGS` and resolves to its standard output. A non-zero exit rejects with a GitError
 * holding git's first line of standard error; so does git missing from PATH.
 */
export function git(args: readonly string[], options: GitOptions): Promise<Buffer> {
  const maxBytes = options.maxBytes ?? MAX_GIT_OUTPUT;
  return new Promise((resolve, reject) => {
    const child = spawnGit(args, options);
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let overflow = false;
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        overflow = true;
        child.kill();
        return;
      }
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(spawnError(error, args[0], options.signal));
    });
    child.on('close', (code) => {
      if (overflow) {
        reject(
          new GitError(`git ${args[0]} said more than ${maxBytes / 1024 / 1024} MiB: refused`),
        );
      } else if (code === 0) resolve(Buffer.concat(chunks));
      else reject(new GitError(firstLine(stderr) || `git ${args[0]} failed`, code ?? undefined));
    });
    // A command that needs no input still gets its stdin closed; one that exits early is fine.
    child.stdin.on('error', () => {});
    child.stdin.end(options.input ?? '');
  });
}

export function firstLine(text: string): string {
  const line = text.trim().split('\n')[0] ?? '';
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

/** Why git could not run, or was ended: missing from PATH, or stopped by `signal`. */
export function spawnError(
  error: NodeJS.ErrnoException,
  command: string | undefined,
  signal: AbortSignal | undefined,
): GitError {
  if (error.name === 'AbortError' || signal?.aborted) {
    const reason = signal?.reason as Error | undefined;
    return new GitError(
      `git ${command ?? ''} stopped: ${reason?.message ?? 'the run was stopped'}`,
    );
  }
  return new GitError(
    error.code === 'ENOENT'
      ? 'git was not found on PATH (reading files at another commit needs git)'
      : `git could not be started: ${error.code ?? error.message}`,
  );
}
