// `doctor --format json`: the report as data (formatVersion 1), the same as the text view.
import type { DoctorReport } from '../model/doctor.js';
import { escapeJson } from '../text/escape-text.js';

/** Pure. */
export function renderDoctorJson(report: DoctorReport): string {
  return `${escapeJson(JSON.stringify(report, null, 2))}\n`;
}
