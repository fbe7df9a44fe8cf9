import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/render/plan-dates.ts
function precisionOf(date) {
  if (/^\d{4}-\d{2}$/.test(date)) return "month";
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return "date";
  if (/^\d{4}-\d{2}-\d{2}T\d{2}$/.test(date)) return "hour";
  return "datetime";
}
function isSpan(side) {
  return side.kind === "period" || side.dateTo !== void 0;
}
function spanText(side) {
  if (side.dateFrom === void 0) return "none";
  return isSpan(side) ? `${side.dateFrom} \u2192 ${side.dateTo ?? "ongoing"}` : side.dateFrom;
}
function precisionText(before, after) {
  const now = after.dateFrom === void 0 ? void 0 : precisionOf(after.dateFrom);
  const was = before?.dateFrom === void 0 ? void 0 : precisionOf(before.dateFrom);
  if (now === void 0) return was === void 0 ? "" : ` [was ${was}]`;
  return was === void 0 || was === now ? ` [${now}]` : ` [${now}, was ${was}]`;
}
function dateChangeText(before, after) {
  if (before === void 0 || before.dateFrom === void 0)
    return `${spanText(after)}${precisionText(void 0, after)}`;
  if (after.dateFrom === void 0) return `${spanText(before)}${precisionText(void 0, before)}`;
  let was;
  if (isSpan(before) !== isSpan(after)) was = spanText(before);
  else if (!isSpan(before)) was = before.dateFrom;
  else {
    const from = before.dateFrom !== after.dateFrom ? `${before.dateFrom} ` : "";
    const to = before.dateTo !== after.dateTo ? ` ${before.dateTo ?? "ongoing"}` : "";
    was = `${from}\u2192${to}`;
  }
  return `${spanText(after)} (was ${was})${precisionText(before, after)}`;
}

// src/render/line-diff.ts
function lineDiff(before, after, context = 2) {
  const a = before.split("\n");
  const b = after.split("\n");
  const lengths = Array.from(
    { length: a.length + 1 },
    () => new Array(b.length + 1).fill(0)
  );
  for (let i2 = a.length - 1; i2 >= 0; i2--) {
    for (let j2 = b.length - 1; j2 >= 0; j2--) {
      lengths[i2][j2] = a[i2] === b[j2] ? lengths[i2 + 1][j2 + 1] + 1 : Math.max(lengths[i2 + 1][j2], lengths[i2][j2 + 1]);
    }
  }
  const lines = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ sign: " ", text: a[i] });
      i++;
      j++;
    } else if (i < a.length && (j >= b.length || lengths[i + 1][j] >= lengths[i][j + 1])) {
      lines.push({ sign: "-", text: a[i++] });
    } else {
      lines.push({ sign: "+", text: b[j++] });
    }
  }
  return fold(lines, context);
}
function fold(lines, context) {
  const keep = lines.map(
    (line, index) => lines.slice(Math.max(0, index - context), index + context + 1).some((l) => l.sign !== " ")
  );
  const out = [];
  let folded = 0;
  lines.forEach((line, index) => {
    if (keep[index]) {
      if (folded > 0) out.push({ fold: folded });
      folded = 0;
      out.push(line);
    } else folded++;
  });
  if (folded > 0) out.push({ fold: folded });
  return out;
}

// src/render/plan-lines.ts
var SET_LIKE = /* @__PURE__ */ new Set(["evidence", "series", "refs"]);
var LONG_TEXT = 60;
function actionSign(change) {
  return change.action === "create" ? "+" : change.action === "delete" ? "-" : "~";
}
function headerText(change) {
  const id = change.action === "create" ? "" : ` (${change.id})`;
  const verb = { create: "created", update: "updated", delete: "deleted" }[change.action];
  return `${change.externalKey}${id} will be ${verb}`;
}
function changeLines(change) {
  const before = change.action === "create" ? void 0 : change.before;
  const after = change.action === "delete" ? void 0 : change.after;
  const defaulted = new Set(change.action === "delete" ? [] : change.defaulted ?? []);
  const lines = [];
  let datesDone = false;
  for (const field of change.fields) {
    if (field.path === "dateFrom" || field.path === "dateTo") {
      if (datesDone) continue;
      datesDone = true;
      lines.push(datesLine(before, after));
      continue;
    }
    lines.push(
      ...fieldLines(
        field,
        defaulted.has(field.path) && field.after !== void 0,
        pendingOf(change)
      )
    );
  }
  if (change.action !== "delete" && change.note !== void 0) {
    lines.push({
      sign: " ",
      depth: 1,
      text: `note: ${quote(change.note)} (travels with the write)`,
      quiet: true
    });
  }
  if (change.action === "update") {
    const present = /* @__PURE__ */ new Set([...Object.keys(change.before), ...Object.keys(change.after)]);
    const hidden = present.size - change.fields.length;
    if (hidden > 0)
      lines.push({
        sign: " ",
        depth: 1,
        text: `(${hidden} unchanged field${hidden === 1 ? "" : "s"} hidden)`,
        quiet: true
      });
  }
  return lines;
}
function datesLine(before, after) {
  const side = (c) => c === void 0 ? void 0 : {
    kind: c.kind,
    dateFrom: c.dateFrom,
    dateTo: c.dateTo
  };
  const from = side(before);
  const to = side(after);
  const had = from?.dateFrom !== void 0;
  const has = to?.dateFrom !== void 0;
  const sign = had && has ? "~" : has ? "+" : "-";
  return {
    sign,
    depth: 1,
    text: `dates: ${has ? dateChangeText(from, to) : dateChangeText(void 0, from)}`
  };
}
function fieldLines(field, toDefault, pending) {
  const { path, before, after } = field;
  const sign = before === void 0 ? "+" : after === void 0 ? "-" : "~";
  const mark = toDefault ? " (default)" : "";
  if (path === "description" && isLong(before) || path === "description" && isLong(after)) {
    return [
      { sign, depth: 1, text: `${path}:` },
      ...bodyLines(before, after)
    ];
  }
  if (SET_LIKE.has(path) && Array.isArray(before ?? after)) {
    return [
      {
        sign,
        depth: 1,
        text: `${path}: ${listChange(path, before, after, pending)}${mark}`
      }
    ];
  }
  if (path === "scope" && before !== void 0 && after !== void 0) {
    return [
      {
        sign,
        depth: 1,
        text: `${path}: ${scopeChange(before, after)}`
      }
    ];
  }
  const text = sign === "~" ? `${value(path, before)} \u2192 ${value(path, after)}` : value(path, before ?? after);
  return [{ sign, depth: 1, text: `${path}: ${text}${mark}` }];
}
function isLong(text) {
  return typeof text === "string" && (text.includes("\n") || text.length > LONG_TEXT);
}
function bodyLines(before, after) {
  if (before === void 0 || after === void 0) {
    const sign = before === void 0 ? "+" : "-";
    return linesOf(before ?? after).map((text) => ({ sign, depth: 2, text }));
  }
  return lineDiff(linesOf(before).join("\n"), linesOf(after).join("\n")).map(
    (item) => "fold" in item ? {
      sign: " ",
      depth: 2,
      text: `\u2026 ${item.fold} unchanged line${item.fold === 1 ? "" : "s"}`,
      quiet: true
    } : item.sign === " " ? { sign: " ", depth: 2, text: item.text, quiet: true } : { sign: item.sign, depth: 2, text: item.text }
  );
}
function linesOf(text) {
  return (text.endsWith("\n") ? text.slice(0, -1) : text).split("\n");
}
function listChange(path, before, after, pending) {
  if (before === void 0 || after === void 0) {
    const list = before ?? after;
    const sign = before === void 0 ? "+" : "\u2212";
    return list.length === 0 ? "[]" : list.map((item) => `${sign}${itemText(path, item, pending)}`).join(" ");
  }
  const was = before.map((item) => itemText(path, item, pending));
  const now = after.map((item) => itemText(path, item, pending));
  const added = now.filter((item) => !was.includes(item)).map((item) => `+${item}`);
  const removed = was.filter((item) => !now.includes(item)).map((item) => `\u2212${item}`);
  if (added.length + removed.length === 0)
    return `reordered [${was.join(", ")}] \u2192 [${now.join(", ")}]`;
  return [...added, ...removed].join(" ");
}
function itemText(path, item, pending = /* @__PURE__ */ new Set()) {
  if (path !== "refs") return String(item);
  const ref = item;
  if (!("externalKey" in ref)) return `${ref.type}:${ref.value}`;
  const why = pending.has(ref.externalKey) ? "created by this plan" : "unknown key";
  return `annotation:${ref.externalKey} (${why})`;
}
function pendingOf(change) {
  return new Set(change.action === "delete" ? [] : change.dependsOn);
}
function scopeChange(before, after) {
  const members = [.../* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const parts = [];
  for (const member of members) {
    const was = before[member];
    const now = after[member];
    if (was === now) continue;
    if (was === void 0) parts.push(`+${member}=${quote(now)}`);
    else if (now === void 0) parts.push(`\u2212${member}=${quote(was)}`);
    else parts.push(`${member}=${quote(was)}\u2192${quote(now)}`);
  }
  return parts.join(" ");
}
function value(path, v) {
  if (path === "scope" && v !== null && typeof v === "object") {
    const entries = Object.entries(v);
    return entries.length === 0 ? "{}" : `{ ${entries.map(([k, s]) => `${k}=${quote(s)}`).join(", ")} }`;
  }
  if (Array.isArray(v)) return `[${v.map((item) => itemText(path, item)).join(", ")}]`;
  return typeof v === "string" ? quote(v) : String(v);
}
function quote(s) {
  return JSON.stringify(s);
}

export {
  actionSign,
  headerText,
  changeLines
};
