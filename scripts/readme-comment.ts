// Makes the README's picture of a pull request comment from a real run: the example
// annotations are applied to an emulator, then a pull request edits them; the Action, built
// into a temp folder by the project's build script, plans it against the emulator and posts its
// comment to the GitHub REST stand-in. The comment's Markdown goes to
// docs/images/pr-comment.md; with `--png`, it is rendered to HTML (GitHub's Markdown CSS, its
// alerts and its colours for `diff` blocks) and photographed by headless Chromium into
// docs/images/pr-comment.png. The renderer packages are installed into a temp folder, not the
// project (they make only this picture):
//
//   node_modules/.bin/tsx scripts/readme-comment.ts --png
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseApiKey, startEmulator } from '../src/emulator/index.js';
import { main } from '../src/cli/main.js';
import { startGitHubStandIn } from '../test/action/support/github-stand-in.js';
import { runBundle } from '../test/action/support/bundle.js';
import { eventFile, runnerEnv } from '../test/action/support/workspace.js';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'docs', 'images');
const KEY = 'oa_readme_picture_key';

const emulator = await startEmulator({
  host: '127.0.0.1',
  port: 0,
  apiKeys: [parseApiKey(KEY)],
  findings: ['fnd-1042', 'fnd-1077', 'fnd-1093'],
});
const github = await startGitHubStandIn();
try {
  // main: the example annotations, applied; keys under followup- are the repository's own.
  const work = mkdtempSync(join(tmpdir(), 'oa-readme-'));
  cpSync(join(ROOT, 'examples', 'annotations'), join(work, 'annotations'), { recursive: true });
  writeFileSync(join(work, 'observe-annotations.yaml'), 'keyPrefix: followup-\n');
  const quiet = { write: () => true };
  const cli = (args: string[]): Promise<number> =>
    main(args, { stdout: quiet, stderr: quiet, env: { OBSERVE_API_KEY: KEY }, cwd: work });
  if ((await cli(['apply', '--auto-approve', '--base-url', emulator.baseUrl])) !== 0)
    throw new Error('the examples did not apply');
  // An old follow-up left on the server, which the pull request's prune will delete.
  await fetch(`${emulator.baseUrl}/observe/annotations/byExternalKey/followup-legacy-sms-costs`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'follow-up',
      headline: 'Were SMS costs up in Q2?',
      status: 'open',
    }),
  });

  // The pull request: a headline, a description and an end date edited, one annotation new.
  const edit = (file: string, from: string, to: string): void => {
    const path = join(work, 'annotations', file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
    writeFileSync(path, text.replace(from, to));
  };
  edit(
    'follow-ups.yaml',
    'headline: Why do passkey logins fail twice as often on Safari 17?',
    'headline: Why do passkey logins fail twice as often on Safari 17 and 18?',
  );
  edit(
    'follow-ups.yaml',
    "  authenticator's credential list is empty at that point.",
    "  authenticator's credential list is empty at that point, and whether\n  Safari 18 shows the same pattern.",
  );
  edit('incidents.yaml', 'dateTo: 2026-10-03T08', 'dateTo: 2026-10-03T11');
  writeFileSync(
    join(work, 'annotations', 'releases-4-3.yaml'),
    [
      'externalKey: release-4-3-passkey-autofill',
      'kind: event',
      'headline: Passkey autofill on the login form',
      'dateFrom: 2026-11-18',
      'effect: boundary',
      'series: [passkeyLoginSuccessRate]',
      '',
    ].join('\n'),
  );

  const built = mkdtempSync(join(tmpdir(), 'oa-readme-dist-'));
  execFileSync(process.execPath, ['scripts/build.mjs', '--outdir', built], { cwd: ROOT });
  const event = eventFile('pull_request.opened');
  const run = await runBundle(
    join(built, 'action.js'),
    {
      command: 'plan',
      'base-url': emulator.baseUrl,
      'api-key': KEY,
      'github-token': 'ghs_readme',
      prune: 'true',
    },
    runnerEnv('pull_request', event, work, { GITHUB_API_URL: github.url }),
  );
  const comment = [...github.comments.values()].flat()[0];
  if (run.code !== 0 || comment === undefined)
    throw new Error(`the Action did not comment:\n${run.stdout}\n${run.stderr}`);
  // The run's own URL and the emulator's port change on every run: the picture shows stable ones.
  const markdown = comment.body
    .replace(emulator.baseUrl, 'https://observe.example.com/v1')
    .replace(/^<!--.*-->\n/, '');
  writeFileSync(join(OUT, 'pr-comment.md'), markdown);
  console.log(`wrote ${join(OUT, 'pr-comment.md')}`);
  if (process.argv.includes('--png')) picture(markdown);
} finally {
  await emulator.close();
  await github.close();
}

function picture(markdown: string): void {
  const tools = mkdtempSync(join(tmpdir(), 'oa-readme-tools-'));
  execFileSync(
    'npm',
    [
      'install',
      '--no-save',
      '--prefix',
      tools,
      'marked@18',
      'marked-alert@2',
      'github-markdown-css@5',
    ],
    { stdio: 'inherit' },
  );
  const html = join(tools, 'comment.html');
  const render = `
    const { marked } = await import(${JSON.stringify(pathToFileURL(join(tools, 'node_modules/marked/lib/marked.esm.js')).href)});
    const { default: alert } = await import(${JSON.stringify(pathToFileURL(join(tools, 'node_modules/marked-alert/dist/index.js')).href)});
    const fs = await import('node:fs');
    marked.use(alert(), { gfm: true });
    const md = fs.readFileSync(process.argv[1], 'utf8');
    let body = marked.parse(md);
    // GitHub's colours for a diff block: + green, - red, ! orange.
    body = body.replace(/<code class="language-diff">([\\s\\S]*?)<\\/code>/g, (_, code) =>
      '<code class="language-diff">' + code.split('\\n').map((l) => {
        const c = l[0] === '+' ? 'ins' : l[0] === '-' ? 'del' : l[0] === '!' ? 'chg' : '';
        return c ? '<span class="' + c + '">' + l + '</span>' : l;
      }).join('\\n') + '</code>');
    body = body.replace(/<details>/g, '<details open>');
    // GitHub draws a mermaid block as its diagram: so does the page, with Mermaid's own bundle.
    body = body.replace(/<pre><code class="language-mermaid">([\\s\\S]*?)<\\/code><\\/pre>/g, '<pre class="mermaid">$1</pre>');
    fs.writeFileSync(process.argv[2], '<!doctype html><meta charset="utf-8"><link rel="stylesheet" href="node_modules/github-markdown-css/github-markdown-light.css"><style>body{margin:0;background:#fff}.box{width:860px;margin:16px;border:1px solid #d1d9e0;border-radius:6px}.head{background:#f6f8fa;border-bottom:1px solid #d1d9e0;padding:8px 16px;font:14px -apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#59636e}.head b{color:#1f2328}.markdown-body{padding:16px}.ins{color:#116329;background:#dafbe1;display:inline-block;width:100%}.del{color:#82071e;background:#ffebe9;display:inline-block;width:100%}.chg{color:#953800}.markdown-alert{padding:.5rem 1rem;margin-bottom:16px;border-left:.25em solid #d1d9e0}.markdown-alert-warning{border-left-color:#9a6700}.markdown-alert-note{border-left-color:#0969da}.markdown-alert-title{font-weight:500;display:flex;align-items:center;gap:6px}.markdown-alert-warning .markdown-alert-title{color:#9a6700}.markdown-alert-note .markdown-alert-title{color:#0969da}.markdown-alert-title svg{fill:currentColor}</style><div class="box"><div class="head"><b>github-actions</b> <span>bot</span> commented</div><article class="markdown-body">' + body + '</article></div><script src="mermaid.min.js"></script><script>mermaid.initialize({ startOnLoad: false, theme: \\'default\\' }); mermaid.run().then(() => { document.title = String(document.documentElement.scrollHeight) })</script>');
  `;
  cpSync(
    join(ROOT, 'node_modules', 'mermaid', 'dist', 'mermaid.min.js'),
    join(tools, 'mermaid.min.js'),
  );
  const mdFile = join(tools, 'comment.md');
  writeFileSync(mdFile, markdown);
  execFileSync(process.execPath, ['--input-type=module', '-e', render, mdFile, html], {
    stdio: 'inherit',
  });
  // The time budget lets the page draw its diagram before the DOM or the picture is taken.
  const chromium = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--hide-scrollbars',
    '--allow-file-access-from-files',
    '--virtual-time-budget=10000',
  ];
  // First the page's height (the page writes it into its title), then a picture of just that.
  const dom = execFileSync('chromium', [...chromium, '--dump-dom', pathToFileURL(html).href], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const height = Number(/<title>(\d+)<\/title>/.exec(dom)?.[1] ?? 2400);
  execFileSync(
    'chromium',
    [
      ...chromium,
      '--force-device-scale-factor=1',
      `--window-size=892,${height + 16}`,
      `--screenshot=${join(OUT, 'pr-comment.png')}`,
      pathToFileURL(html).href,
    ],
    { stdio: 'ignore' },
  );
  console.log(`wrote ${join(OUT, 'pr-comment.png')}`);
}
