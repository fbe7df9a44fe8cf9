// GitHub places a line note by its path from the repository root; the run reports files
// relative to its own folder (working-directory, or the config file's folder). This joins the
// two, so a line note of `annotations/bad.yaml` run in `sub` names `sub/annotations/bad.yaml`.
import { isAbsolute, relative, sep } from 'node:path';
import type { StepContext } from '../step/step-context.js';

/** A file of the run, as a path from the workspace (the repository root), with `/`. */
export function fromRepositoryRoot(
  step: Pick<StepContext, 'workspace' | 'root'>,
): (file: string) => string {
  const folder = relative(step.workspace, step.root).split(sep).join('/');
  // A run folder outside the workspace has no path GitHub could place: its files stay as they are.
  if (folder === '' || folder.startsWith('..') || isAbsolute(folder)) return (file) => file;
  return (file) => `${folder}/${file}`;
}
