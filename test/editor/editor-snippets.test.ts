// docs/editors.md's snippets for Neovim, Helix and Zed, tested as far as text can be: each
// starts the package's `observe-annotations` with the arguments the VS Code extension passes
// (those the protocol tests drive), for YAML files, in the folder the config marks.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_FILE } from '../../src/load/config-file.js';

const ROOT = join(import.meta.dirname, '..', '..');
const doc = readFileSync(join(ROOT, 'docs', 'editors.md'), 'utf8');
const { SERVER_ARGS } = createRequire(import.meta.url)(
  join(ROOT, 'editors', 'vscode', 'server-command.js'),
) as { SERVER_ARGS: string[] };

/** The fenced blocks of the section `heading`, by their info string. */
function blocks(heading: string): Record<string, string[]> {
  const start = doc.indexOf(`\n## ${heading}\n`);
  expect(start, heading).toBeGreaterThan(0);
  const end = doc.indexOf('\n## ', start + 1);
  const section = doc.slice(start, end < 0 ? undefined : end);
  const found: Record<string, string[]> = {};
  for (const [, info, body] of section.matchAll(/```(\w+)\n([\s\S]*?)```/g))
    (found[info!] ??= []).push(body!);
  return found;
}

/** A quoted list's strings, in order (`{ 'a', 'b' }`, `["a", "b"]`). */
const strings = (list: string) => [...list.matchAll(/['"]([^'"]*)['"]/g)].map((m) => m[1]);

/** `observe-annotations` then the server's arguments, as the command line ends. */
const startsTheServer = (argv: (string | undefined)[]) =>
  expect(argv.slice(-1 - SERVER_ARGS.length)).toEqual(['observe-annotations', ...SERVER_ARGS]);

describe('docs/editors.md', () => {
  it('Neovim: the command, YAML files, the config as the root marker', () => {
    const [lua] = blocks('Neovim').lua!;
    startsTheServer(strings(/cmd = \{([^}]*)\}/.exec(lua!)![1]!));
    expect(strings(/filetypes = \{([^}]*)\}/.exec(lua!)![1]!)).toEqual(['yaml']);
    expect(strings(/root_markers = \{([^}]*)\}/.exec(lua!)![1]!)).toEqual([CONFIG_FILE]);
    expect(lua).toMatch(/vim\.lsp\.enable\('observe_annotations'\)/);
  });

  it('Helix: the command, the yaml language, the config as its root', () => {
    const [toml] = blocks('Helix').toml!;
    const command =
      /\[language-server\.observe-annotations\]\ncommand = "([^"]+)"\nargs = \[([^\]]*)\]/.exec(
        toml!,
      );
    startsTheServer([command![1], ...strings(command![2]!)]);
    expect(toml).toMatch(/\[\[language\]\]\nname = "yaml"\n/);
    expect(strings(/roots = \[([^\]]*)\]/.exec(toml!)![1]!)).toEqual([CONFIG_FILE]);
    expect(strings(/language-servers = \[([^\]]*)\]/.exec(toml!)![1]!)).toContain(
      'observe-annotations',
    );
  });

  it("Zed: the extension's server for YAML starts the worktree's installed package", () => {
    const { toml, rust, json } = blocks('Zed');
    expect(toml![0]).toMatch(
      /\[language_servers\.observe-annotations\][\s\S]*languages = \["YAML"\]/,
    );
    const command =
      /command: format!\("\{\}\/node_modules\/\.bin\/(observe-annotations)"[\s\S]*?args: vec!\[([^\]]*)\]/.exec(
        rust![0]!,
      );
    startsTheServer([command![1], ...strings(command![2]!)]);
    const settings = JSON.parse(json![0]!) as {
      languages: { YAML: { language_servers: string[] } };
    };
    expect(settings.languages.YAML.language_servers).toContain('observe-annotations');
  });
});
