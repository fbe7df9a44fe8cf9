import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  AttemptRelay,
  applyPlan,
  renderApplyMarkdown
} from "./chunk-VZNYVVBP.js";
import {
  locatorOf,
  makePlan,
  renderPlanMarkdown,
  savedPlanOf
} from "./chunk-NBECUVOO.js";
import "./chunk-DDYX6LRI.js";
import "./chunk-3XEZUA46.js";
import {
  validateFiles
} from "./chunk-KYHMOSSB.js";
import "./chunk-Y6UPOPNW.js";
import "./chunk-5HMUF6LL.js";
import {
  checkBaseUrl
} from "./chunk-BKLNAHY7.js";
import {
  boolFlag,
  intOption,
  pathsOf,
  readConfigFile,
  stringOption
} from "./chunk-NMIGANXT.js";
import "./chunk-25GGN4UR.js";
import "./chunk-TKRH735F.js";
import "./chunk-FA6EQWUK.js";

// src/action/shared-engine.ts
import { writeFile } from "node:fs/promises";
var sharedEngine = {
  async target(ctx) {
    const config = await readConfigFile(ctx.io.cwd);
    const raw = stringOption(ctx, config, "base-url");
    let baseUrl = raw;
    try {
      if (raw !== void 0) baseUrl = checkBaseUrl(raw);
    } catch {
    }
    return {
      ...baseUrl === void 0 ? {} : { baseUrl },
      ...config.keyPrefix === void 0 ? {} : { keyPrefix: config.keyPrefix }
    };
  },
  async validate(ctx) {
    const config = await readConfigFile(ctx.io.cwd);
    const result = await validateFiles(pathsOf(ctx, config), { cwd: ctx.io.cwd });
    return { valid: result.valid, diagnostics: result.diagnostics };
  },
  async plan(ctx, planFile) {
    const config = await readConfigFile(ctx.io.cwd);
    const prune = boolFlag(ctx, "prune");
    const relay = new AttemptRelay();
    const run = await makePlan(ctx, { prune, observer: relay.observer, config });
    const connection = run.connection;
    const close = async () => {
      await connection?.close();
    };
    try {
      let saved;
      const savedPlan = savedPlanOf(run, Date.now());
      if (savedPlan) {
        await writeFile(planFile, `${JSON.stringify(savedPlan, null, 2)}
`);
        saved = planFile;
      }
      const locate = locatorOf(run);
      return {
        plan: run.plan,
        ...saved === void 0 ? {} : { planFile: saved },
        markdown: renderPlanMarkdown(run.plan),
        close,
        async apply() {
          if (!connection) throw new Error("apply without a connection");
          const result = await applyPlan(run.plan, {
            client: connection.client,
            concurrency: intOption(ctx, config, "concurrency", 1, 64),
            attempts: relay,
            prune,
            maxDeletes: intOption(ctx, config, "max-deletes", 0, 1e5),
            locate
          });
          return { result, markdown: renderApplyMarkdown(result) };
        }
      };
    } catch (error) {
      await close();
      throw error;
    }
  }
};
export {
  sharedEngine
};
