// The hidden marker that makes a pull request comment ours: it opens the body and names the
// target (which server, key prefix and files) and the plan it shows.
import { createHash } from 'node:crypto';

const PREFIX = '<!-- observe-annotations:target=';

export interface Target {
  baseUrl?: string;
  keyPrefix?: string;
  paths: string[];
  /** The named target (config `targets:`), when the run picked one. */
  name?: string;
}

/** A short, stable hash of the target. Never includes the key: the marker is public. */
export function targetHash(target: Target): string {
  const parts: unknown[] = [target.baseUrl ?? '', target.keyPrefix ?? '', target.paths];
  // Unnamed targets keep the hash they had before names existed (their comments are found again).
  if (target.name !== undefined) parts.push(target.name);
  const canonical = JSON.stringify(parts);
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}

/** The first line of every comment we write. */
export function commentMarker(target: string, planHash?: string): string {
  return `${PREFIX}${target} plan=${planHash ?? 'none'} -->`;
}

/** Only a comment that starts with our marker for this target is ours. */
export function isOurComment(body: string | undefined | null, target: string): boolean {
  return typeof body === 'string' && body.startsWith(`${PREFIX}${target} `);
}
