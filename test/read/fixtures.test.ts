// The fixture corpus: one fault per file (or per folder, for faults across files), with the
// diagnostics it must produce: rule code, line, column. `ok-*` files are boundaries that pass.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_CODES } from '../../src/validate/rule-codes.js';
import { validateFiles } from '../../src/read/validate-files.js';

const DIR = join(import.meta.dirname, '..', 'fixtures', 'invalid');

type Expected = [code: string, line: number, column: number][];

const EXPECTED: [fixture: string, diagnostics: Expected][] = [
  ['approximate-needs-date.yaml', [['approximate.needsDate', 5, 14]]],
  ['approximate-not-boolean.yaml', [['approximate.type', 6, 14]]],
  ['dateFrom-format.yaml', [['dateFrom.format', 5, 11]]],
  ['dateFrom-hour-24.yaml', [['dateFrom.calendar', 5, 11]]],
  ['dateFrom-missing-event.yaml', [['dateFrom.required', 2, 1]]],
  ['dateFrom-not-allowed.yaml', [['dateFrom.notAllowed', 5, 1]]],
  ['dateFrom-not-leap-day.yaml', [['dateFrom.calendar', 5, 11]]],
  ['dateFrom-not-string.yaml', [['dateFrom.type', 5, 11]]],
  ['dateFrom-second-60.yaml', [['dateFrom.calendar', 5, 11]]],
  ['dateTo-before-dateFrom.yaml', [['dateTo.beforeDateFrom', 6, 9]]],
  ['dateTo-calendar.yaml', [['dateTo.calendar', 6, 9]]],
  ['dateTo-format.yaml', [['dateTo.format', 6, 9]]],
  ['dateTo-needs-dateFrom.yaml', [['dateFrom.required', 2, 1]]],
  ['dateTo-not-allowed.yaml', [['dateTo.notAllowed', 6, 1]]],
  ['dateTo-not-string.yaml', [['dateTo.type', 6, 9]]],
  ['dateTo-precision.yaml', [['dateTo.precision', 6, 9]]],
  ['description-10001.yaml', [['description.maxLength', 6, 14]]],
  ['description-empty.yaml', [['description.minLength', 6, 14]]],
  ['description-not-string.yaml', [['description.type', 6, 14]]],
  ['display-not-boolean.yaml', [['display.type', 6, 10]]],
  ['duplicate-key', [['externalKey.duplicate', 3, 14]]],
  ['effect-enum.yaml', [['effect.enum', 6, 9]]],
  ['effect-not-allowed.yaml', [['effect.notAllowed', 5, 1]]],
  [
    'evidence-5.yaml',
    [
      ['evidence.maxItems', 6, 11],
      ['evidence.duplicate', 6, 41],
    ],
  ],
  ['evidence-duplicate.yaml', [['evidence.duplicate', 6, 24]]],
  ['evidence-enum.yaml', [['evidence.item.enum', 6, 18]]],
  ['evidence-not-list.yaml', [['evidence.type', 6, 11]]],
  ['externalKey-129.yaml', [['externalKey.pattern', 2, 14]]],
  ['externalKey-missing.yaml', [['externalKey.required', 2, 1]]],
  ['externalKey-not-string.yaml', [['externalKey.type', 2, 14]]],
  ['externalKey-pattern.yaml', [['externalKey.pattern', 2, 14]]],
  ['file-not-utf8.yaml', [['file.notUtf8', 6, 17]]],
  ['headline-256-emoji.yaml', [['headline.maxLength', 4, 11]]],
  ['headline-256.yaml', [['headline.maxLength', 4, 11]]],
  ['headline-empty.yaml', [['headline.minLength', 4, 11]]],
  ['headline-missing.yaml', [['headline.required', 2, 1]]],
  ['headline-not-string.yaml', [['headline.type', 4, 11]]],
  ['kind-enum.yaml', [['kind.enum', 3, 7]]],
  ['kind-missing.yaml', [['kind.required', 2, 1]]],
  ['note-2001.yaml', [['note.maxLength', 6, 7]]],
  ['note-empty.yaml', [['note.minLength', 5, 7]]],
  ['note-not-string.yaml', [['note.type', 5, 7]]],
  ['ok-approximate-false.yaml', []],
  ['ok-bom.yaml', []],
  ['ok-dateFrom-formats.yaml', []],
  ['ok-dateFrom-leap-day.yaml', []],
  ['ok-dateTo-same-day.yaml', []],
  ['ok-description-10000.yaml', []],
  ['ok-evidence-4.yaml', []],
  ['ok-externalKey-128.yaml', []],
  ['ok-follow-up-without-date.yaml', []],
  ['ok-headline-255-emoji.yaml', []],
  ['ok-headline-255.yaml', []],
  ['ok-note-2000.yaml', []],
  ['ok-reading-2000.yaml', []],
  ['ok-refs-50.yaml', []],
  ['ok-refs-commit-7-and-64.yaml', []],
  ['ok-refs-value-2000.yaml', []],
  ['ok-scope-free-text-255.yaml', []],
  ['ok-series-50.yaml', []],
  ['ok-series-item-255.yaml', []],
  ['reading-2001.yaml', [['reading.maxLength', 6, 10]]],
  ['reading-empty.yaml', [['reading.minLength', 6, 10]]],
  ['reading-not-allowed.yaml', [['reading.notAllowed', 5, 1]]],
  ['reading-not-string.yaml', [['reading.type', 6, 10]]],
  ['ref-cycle', [['refs.cycle', 7, 38]]],
  ['refs-51.yaml', [['refs.maxItems', 7, 3]]],
  ['refs-commit-not-hex.yaml', [['refs.value.commit', 7, 28]]],
  ['refs-commit-too-short.yaml', [['refs.value.commit', 7, 28]]],
  ['refs-externalKey-not-string.yaml', [['refs.externalKey.type', 7, 38]]],
  ['refs-externalKey-pattern.yaml', [['refs.externalKey.pattern', 7, 38]]],
  ['refs-item-not-map.yaml', [['refs.item.type', 7, 5]]],
  ['refs-key-on-release.yaml', [['refs.refOrKey', 7, 22]]],
  ['refs-not-list.yaml', [['refs.type', 6, 7]]],
  ['refs-self.yaml', [['refs.cycle', 7, 38]]],
  ['refs-type-enum.yaml', [['refs.type.enum', 7, 13]]],
  ['refs-type-missing.yaml', [['refs.type.required', 7, 5]]],
  ['refs-unknown-field.yaml', [['refs.unknownField', 7, 33]]],
  ['refs-url-not-http.yaml', [['refs.value.url', 7, 25]]],
  ['refs-url-relative.yaml', [['refs.value.url', 7, 25]]],
  ['refs-value-2001.yaml', [['refs.value.maxLength', 8, 12]]],
  ['refs-value-and-key.yaml', [['refs.refOrKey', 7, 39]]],
  ['refs-value-empty.yaml', [['refs.value.minLength', 7, 29]]],
  ['refs-value-missing.yaml', [['refs.value.required', 7, 5]]],
  ['refs-value-not-string.yaml', [['refs.value.type', 7, 29]]],
  ['scope-applicationID-not-string.yaml', [['scope.applicationID.type', 7, 18]]],
  ['scope-applicationID-pattern.yaml', [['scope.applicationID.pattern', 7, 18]]],
  ['scope-experimentRunID-not-string.yaml', [['scope.experimentRunID.type', 7, 20]]],
  ['scope-experimentRunID-pattern.yaml', [['scope.experimentRunID.pattern', 7, 20]]],
  ['scope-experimentVariantID-not-string.yaml', [['scope.experimentVariantID.type', 7, 24]]],
  ['scope-experimentVariantID-pattern.yaml', [['scope.experimentVariantID.pattern', 7, 24]]],
  ['scope-free-text-256.yaml', [['scope.customTag3.maxLength', 7, 15]]],
  ['scope-free-text-empty.yaml', [['scope.customTag3.minLength', 7, 15]]],
  ['scope-free-text-not-string.yaml', [['scope.customTag3.type', 7, 15]]],
  ['scope-not-a-map.yaml', [['scope.type', 6, 8]]],
  ['scope-unknown-member.yaml', [['scope.unknownField', 7, 3]]],
  ['series-51.yaml', [['series.maxItems', 7, 3]]],
  ['series-item-256.yaml', [['series.item.maxLength', 6, 14]]],
  ['series-item-empty.yaml', [['series.item.minLength', 6, 14]]],
  ['series-item-not-string.yaml', [['series.item.type', 6, 14]]],
  ['series-not-list.yaml', [['series.type', 6, 9]]],
  ['source-enum.yaml', [['source.enum', 6, 9]]],
  ['status-enum.yaml', [['status.enum', 5, 9]]],
  ['status-not-allowed.yaml', [['status.notAllowed', 6, 1]]],
  [
    'unknown-field.yaml',
    [
      ['headline.required', 2, 1],
      ['document.unknownField', 4, 1],
    ],
  ],
  ['yaml-alias-bomb.yaml', [['yaml.aliasLimit', 8, 41]]],
  ['yaml-duplicate-key.yaml', [['yaml.duplicateKey', 6, 1]]],
  ['yaml-empty-document.yaml', [['yaml.emptyDocument', 6, 1]]],
  ['yaml-key-not-string.yaml', [['yaml.keyNotString', 6, 1]]],
  ['yaml-lone-directive.yaml', [['yaml.directive', 7, 1]]],
  ['yaml-not-a-map.yaml', [['yaml.notAMap', 2, 1]]],
  ['yaml-repeated-directive.yaml', [['yaml.directive', 2, 1]]],
  ['yaml-scalar-document.yaml', [['yaml.notAMap', 7, 1]]],
  ['yaml-syntax.yaml', [['yaml.syntax', 5, 1]]],
  ['yaml-tab.yaml', [['yaml.tab', 6, 1]]],
  ['yaml-unknown-alias.yaml', [['yaml.alias', 6, 10]]],
];

describe('fixture corpus test/fixtures/invalid', () => {
  it('has an expectation for every fixture and a fixture for every expectation', () => {
    expect(EXPECTED.map(([f]) => f).sort()).toEqual(readdirSync(DIR).sort());
  });

  for (const [fixture, expected] of EXPECTED) {
    it(`${fixture} → ${expected.map(([c]) => c).join(', ') || 'valid'}`, async () => {
      const result = await validateFiles([fixture], { cwd: DIR });
      expect(result.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual(expected);
      const errors = expected.filter(([code]) => code !== 'yaml.emptyDocument');
      expect(result.valid).toBe(errors.length === 0);
      for (const d of result.diagnostics) {
        expect(d.file?.startsWith(fixture)).toBe(true);
        expect(d.endLine! > d.line! || d.endColumn! > d.column!).toBe(true);
      }
    });
  }

  it('covers every rule of the file format (codes only the emulator or the planner emit aside)', () => {
    const covered = new Set(EXPECTED.flatMap(([, ds]) => ds.map(([code]) => code)));
    // The loader says yaml.notAMap first; dateFrom.required says dateTo.needsDateFrom; one
    // free-text scope member stands for the thirteen alike.
    const notFromFiles =
      /^body\.|^document\.notAnObject$|^dateTo\.needsDateFrom$|^scope\.(os|osVersion|browser|customTag(1|2|[4-9]|10))\./;
    const missing = Object.keys(RULE_CODES).filter((c) => !covered.has(c) && !notFromFiles.test(c));
    expect(missing).toEqual([]);
  });
});
