// The Engine over the very functions the CLI commands use: validateFiles (validate), makePlan
// (the session `plan` and `apply` share), toSavedPlan, applyPlan and the Markdown views.
// Loaded lazily by run().
import { writeFile } from 'node:fs/promises';
import { applyPlan } from '../apply/apply-plan.js';
import { AttemptRelay } from '../apply/attempt-relay.js';
import { locatorOf, makePlan, savedPlanOf } from '../cli/session.js';
import { checkBaseUrl } from '../cli/connection.js';
import { boolFlag, intOption, pathsOf, stringOption } from '../cli/settings.js';
import { readConfigFile } from '../load/config-file.js';
import { renderApplyMarkdown } from '../render/apply-markdown.js';
import { renderPlanMarkdown } from '../render/plan-markdown.js';
import { renderSavedPlan } from '../render/saved-plan-json.js';
import { validateFiles } from '../validate/validate-files.js';
import type { Engine } from './engine.js';

/** The real engine: no logic of its own beyond wiring the shared functions together. */
export const sharedEngine: Engine = {
  async target(ctx) {
    const config = await readConfigFile(ctx.io.cwd);
    const raw = stringOption(ctx, config, 'base-url');
    let baseUrl = raw;
    try {
      if (raw !== undefined) baseUrl = checkBaseUrl(raw);
    } catch {
      // An unusable URL still names the target; the plan reports the problem.
    }
    return {
      ...(baseUrl === undefined ? {} : { baseUrl }),
      ...(config.keyPrefix === undefined ? {} : { keyPrefix: config.keyPrefix }),
    };
  },

  async validate(ctx) {
    const config = await readConfigFile(ctx.io.cwd);
    const result = await validateFiles(pathsOf(ctx, config), { cwd: ctx.io.cwd });
    return { valid: result.valid, diagnostics: result.diagnostics };
  },

  async plan(ctx, planFile) {
    const config = await readConfigFile(ctx.io.cwd);
    const prune = boolFlag(ctx, 'prune');
    const relay = new AttemptRelay();
    const run = await makePlan(ctx, { prune, observer: relay.observer, config });
    const connection = run.connection;
    const close = async (): Promise<void> => {
      await connection?.close();
    };
    try {
      let saved: string | undefined;
      const savedPlan = savedPlanOf(run, Date.now());
      if (savedPlan) {
        await writeFile(planFile, renderSavedPlan(savedPlan));
        saved = planFile;
      }
      const locate = locatorOf(run);
      return {
        plan: run.plan,
        ...(saved === undefined ? {} : { planFile: saved }),
        markdown: renderPlanMarkdown(run.plan),
        close,
        async apply() {
          if (!connection) throw new Error('apply without a connection');
          const result = await applyPlan(run.plan, {
            client: connection.client,
            concurrency: intOption(ctx, config, 'concurrency', 1, 64),
            attempts: relay,
            prune,
            maxDeletes: intOption(ctx, config, 'max-deletes', 0, 100_000),
            locate,
          });
          return { result, markdown: renderApplyMarkdown(result) };
        },
      };
    } catch (error) {
      await close();
      throw error;
    }
  },
};
