import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  READ_PERMISSION,
  WRITE_PERMISSION,
  answeredInstead,
  notTheApiWords
} from "./chunk-Q77NCMMP.js";
import "./chunk-JZKC5KBS.js";
import {
  connect
} from "./chunk-A33B43RT.js";
import {
  viewEnv,
  viewOf
} from "./chunk-4IDTBC4T.js";
import "./chunk-JREEBDFQ.js";
import "./chunk-JN3C7Q5S.js";
import "./chunk-ILCIXNGT.js";
import {
  EXIT
} from "./chunk-23WYEBLR.js";
import {
  ApiError
} from "./chunk-XHDBLM7U.js";
import "./chunk-LG26PJLV.js";
import "./chunk-E76EZZ2N.js";
import {
  InterruptedError
} from "./chunk-DZ5A7VSD.js";
import "./chunk-GL32H3YL.js";
import "./chunk-YBT3JPPF.js";
import "./chunk-QBGJ6ABX.js";
import "./chunk-QVCCW6JO.js";
import "./chunk-ONBS6DE5.js";

// src/app/doctor.ts
var VERSION_SEGMENT = /\/(v\d+(?:\.\d+)*)$/i;
async function doctorRun(ctx) {
  const connection = await connect(ctx);
  const checks = [];
  const report = {
    formatVersion: 1,
    target: connection.target,
    ready: false,
    checks
  };
  try {
    const reads = readsUntil(connection.client, ctx.abortNow);
    await runChecks(reads, connection.baseUrl, ctx.options.keyPrefix, report);
  } finally {
    await connection.close();
  }
  if (ctx.signal.aborted) throw new InterruptedError();
  checks.push({
    id: "writePermission",
    status: "info",
    message: `apply will need \`${WRITE_PERMISSION}\` on its key (stated, not tested: doctor writes nothing); personal API keys are read-only`
  });
  report.ready = !checks.some((check) => check.status === "fail");
  return report;
}
function readsUntil(client, stop) {
  return {
    listPage: (page, options) => client.listPage(page, { ...options, signal: stop }),
    listAnnotations: () => client.listAnnotations({ signal: stop })
  };
}
async function runChecks(client, baseUrl, keyPrefix, report) {
  const { checks } = report;
  const skip = (ids, why) => {
    for (const id of ids) checks.push({ id, status: "skipped", message: why });
  };
  const version = VERSION_SEGMENT.exec(new URL(baseUrl).pathname)?.[1];
  let first;
  try {
    first = await client.listPage(1, { pageSize: 2 });
  } catch (error) {
    const failure = firstFailure(error, baseUrl, version);
    checks.push(...failure);
    skip(
      ["baseUrl", "key", "read", "paging", "secondPage", "counts", "fields"].filter(
        (id) => !failure.some((check) => check.id === id)
      ),
      "not checked: an earlier check failed"
    );
    return;
  }
  checks.push(
    version ? { id: "baseUrl", status: "ok", message: `${baseUrl} answers; version segment ${version}` } : {
      id: "baseUrl",
      status: "warn",
      message: `${baseUrl} answers, but its path ends in no version segment (such as /v1)`,
      next: "check that the base URL is the one the vendor documents, version segment included"
    },
    { id: "key", status: "ok", message: "the API key is accepted" },
    { id: "read", status: "ok", message: `the list is readable (\`${READ_PERMISSION}\`)` }
  );
  report.dialect = {
    paging: first.pagingFrom,
    items: first.itemsKey,
    ...first.idField ? { idField: first.idField } : {}
  };
  checks.push(pagingCheck(first));
  checks.push(await secondPageCheck(client, first));
  let all;
  try {
    all = await client.listAnnotations();
  } catch (error) {
    checks.push({
      id: "counts",
      status: "fail",
      message: `the whole list could not be read: ${messageOf(error)}`,
      next: "plan reads the whole list: fix what the message names, or report the server\u2019s answer"
    });
    skip(["fields"], "not checked: the list could not be read");
    return;
  }
  checks.push(countsCheck(all, keyPrefix, report));
  checks.push(fieldsCheck(all, first));
}
function firstFailure(error, baseUrl, version) {
  const address = addressFailure(error, baseUrl, version);
  if (address) return [address];
  const api = error;
  const answered = {
    id: "baseUrl",
    status: "ok",
    message: `${baseUrl} answers${version ? `; version segment ${version}` : ""}`
  };
  const accepted = { id: "key", status: "ok", message: "the API key is accepted" };
  if (api.status === 401) {
    return [
      answered,
      {
        id: "key",
        status: "fail",
        message: `the API key is rejected (401 Unauthorized)${api.said ? `; the server said: ${api.said}` : ""}`,
        next: "make sure the key has not expired, is not limited to other IP addresses, and belongs to the environment of this base URL; then run doctor again"
      }
    ];
  }
  if (api.status === 403) {
    return [
      answered,
      accepted,
      {
        id: "read",
        status: "fail",
        message: `the key lacks \`${api.permission ?? READ_PERMISSION}\`: the list cannot be read (403 Forbidden)`,
        next: `give the key \`${READ_PERMISSION}\` (plan cannot compare without reading the list)`
      }
    ];
  }
  if (api.status >= 200 && api.status < 300) {
    return [
      answered,
      accepted,
      {
        id: "read",
        status: "fail",
        message: `the list's answer cannot be read: ${api.message}`,
        next: "the server speaks a dialect this tool does not read: report the message above"
      }
    ];
  }
  return [
    answered,
    {
      id: "read",
      status: "fail",
      message: `the list answered ${api.status}: ${api.message}`,
      next: "fix what the message names, or try again later if the server is failing"
    }
  ];
}
function addressFailure(error, baseUrl, version) {
  const fail = (message, next) => ({
    id: "baseUrl",
    status: "fail",
    message,
    next
  });
  if (!(error instanceof ApiError) || error.status === 0) {
    return fail(
      `${baseUrl} does not answer: ${messageOf(error)}`,
      "check the address (scheme, host, port) and that this machine can reach it"
    );
  }
  if (error.status === 404) {
    return fail(
      `${baseUrl} has no annotation list (404)${version ? "" : " and no version segment"}`,
      "use the base URL the vendor documents, with its version segment, e.g. https://\u2026/v1"
    );
  }
  const instead = answeredInstead(error);
  if (instead !== void 0) {
    return fail(
      `${baseUrl}: ${notTheApiWords(instead)}`,
      "set the base URL to the Observe API\u2019s address, with its version segment (e.g. https://\u2026/v1); a sign-in page or a proxy may stand in front of the service"
    );
  }
  if (error.status >= 300 && error.status < 400) {
    return fail(
      `${baseUrl} redirects: ${error.message}`,
      "set the base URL to the address the service answers at"
    );
  }
  return void 0;
}
function pagingCheck(first) {
  const items = first.itemsKey === "array" ? "the body is a bare array" : `items under \`${first.itemsKey}\``;
  const where = {
    headers: "paging in the X-Corbado-Page/TotalPages/TotalItems headers (as documented)",
    body: "paging in the body\u2019s `paging`",
    both: "paging in the X-Corbado-* headers and the body\u2019s `paging` (the headers are read)",
    none: "no paging information: the list is read until a short page"
  };
  return first.pagingFrom === "none" ? {
    id: "paging",
    status: "warn",
    message: `${where.none}; ${items}`,
    next: "a plan still works; totals cannot be checked, so a list that moves while read is caught only by repeated items"
  } : { id: "paging", status: "ok", message: `${where[first.pagingFrom]}; ${items}` };
}
async function secondPageCheck(client, first) {
  const enough = first.totalItems !== void 0 ? first.totalItems > 2 : first.annotations.length === 2;
  if (!enough) {
    return {
      id: "secondPage",
      status: "skipped",
      message: "fewer than 3 annotations: a second page of two cannot be asked for"
    };
  }
  let second;
  try {
    second = await client.listPage(2, { pageSize: 2 });
  } catch (error) {
    return {
      id: "secondPage",
      status: "fail",
      message: `page 2 could not be read: ${messageOf(error)}`,
      next: "plan reads every page: fix what the message names"
    };
  }
  const firstIds = new Set(first.annotations.map((a) => a.id));
  const repeated = second.annotations.length > 0 && second.annotations.every((a) => firstIds.has(a.id));
  if (repeated || second.page !== void 0 && second.page !== 2) {
    return {
      id: "secondPage",
      status: "fail",
      message: "the server ignores the page parameter: page 2 (two a page) repeats page 1",
      next: "the list cannot be read past its first page; report it to the service"
    };
  }
  return {
    id: "secondPage",
    status: "ok",
    message: "a second page is honoured (two a page: other annotations than page 1)"
  };
}
function countsCheck(all, keyPrefix, report) {
  const platform = all.filter((a) => a.platform).length;
  const withoutKey = all.filter((a) => !a.platform && a.externalKey === void 0).length;
  const keyed = all.filter((a) => !a.platform && a.externalKey !== void 0);
  const managed = keyPrefix === void 0 ? void 0 : keyed.filter((a) => a.externalKey.startsWith(keyPrefix)).length;
  report.counts = {
    total: all.length,
    platform,
    withoutKey,
    ...managed === void 0 ? {} : { managed }
  };
  const ours = managed === void 0 ? `${keyed.length} with an external key (no keyPrefix set: orphans are not reported, prune is off)` : `${managed} managed by this repository (keyPrefix "${keyPrefix}")`;
  return {
    id: "counts",
    status: "ok",
    message: `${all.length} annotations: ${platform} platform, ${withoutKey} without an external key (both left alone), ${ours}`
  };
}
function fieldsCheck(all, first) {
  const keyed = all.filter((a) => !a.platform && a.externalKey !== void 0);
  const lacking = keyed.filter(
    (a) => typeof a.kind !== "string" || typeof a.headline !== "string"
  ).length;
  const untimed = keyed.filter((a) => !a.updatedMs).length;
  const ids = first.idField === "annotationID" ? "; ids arrive as `annotationID`" : "";
  if (lacking > 0) {
    return {
      id: "fields",
      status: "fail",
      message: `${lacking} of ${keyed.length} keyed annotations lack \`kind\` or \`headline\`: the planner cannot compare them`,
      next: "report it: the list does not carry the annotation fields the planner needs"
    };
  }
  if (untimed > 0) {
    return {
      id: "fields",
      status: "warn",
      message: `${untimed} of ${keyed.length} keyed annotations carry no \`updatedMs\`${ids}`,
      next: "plan works; a saved plan (apply --plan) sees changes on the server by content only"
    };
  }
  return {
    id: "fields",
    status: "ok",
    message: keyed.length === 0 ? `no keyed annotations yet: nothing to compare${ids}` : `the items carry what the planner needs (id, externalKey, kind, headline, updatedMs)${ids}`
  };
}
function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

// src/cli/doctor-command.ts
async function runDoctor(cli) {
  const { ctx, io } = cli;
  const view = viewOf("doctor", ctx.options.format);
  cli.stopOnInterrupt();
  const report = await doctorRun(ctx);
  io.stdout.write(view.report(report, viewEnv(ctx, io)));
  return report.ready ? EXIT.ok : EXIT.error;
}
export {
  runDoctor
};
