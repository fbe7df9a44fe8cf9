// The saved plan's file (`plan --out`, the Action's plan-file): the same JSON value, with
// nothing in it a terminal or a runner would act on should someone print it. Pure.
import type { SavedPlan } from '../model/plan.js';
import { escapeJson } from '../text/escape-text.js';

export function renderSavedPlan(saved: SavedPlan): string {
  return `${escapeJson(JSON.stringify(saved, null, 2))}\n`;
}
