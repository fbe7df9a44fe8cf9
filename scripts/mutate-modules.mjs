// The modules `npm run mutate` measures: what is mutated, the test files that exercise it (run
// for each mutant; never the whole suite) and the score it must reach (timeouts count as
// killed). To measure a module that moved, change its `mutate` and `tests` here.
export const MODULES = {
  // The checks a saved plan passes before anything of it is applied: the file, and the run.
  'saved-plan': {
    mutate: [
      'src/plan/saved-plan.ts',
      'src/plan/saved-plan-shape.ts',
      'src/plan/saved-plan-run.ts',
    ],
    tests: [
      'test/plan/saved-plan*.test.ts',
      'test/apply/saved-plan.test.ts',
      'test/security/forged-saved-plan.test.ts',
    ],
    goal: 90,
  },
  plan: {
    mutate: ['src/plan/**/*.ts', '!src/plan/saved-plan*.ts'],
    tests: ['test/plan/**/*.test.ts', 'test/apply/saved-plan.test.ts'],
    goal: 85,
  },
  validate: {
    mutate: ['src/validate/**/*.ts', '!src/validate/generated/**'],
    // The rule codes' descriptions are held by the page that lists them.
    tests: ['test/validate/**/*.test.ts', 'test/docs/rule-codes.test.ts'],
    goal: 85,
  },
  apply: {
    mutate: ['src/apply/**/*.ts', 'src/api/retry-*.ts'],
    tests: [
      'test/apply/**/*.test.ts',
      'test/api/client-retries.test.ts',
      'test/api/retry-*.test.ts',
      // The timed-out attempts' budget, over real HTTP with the deadlines scaled down.
      'test/api/silent-server.test.ts',
    ],
    goal: 85,
  },
  // The merge gate: the pure verdict, the record it is given (the merged pull request, the
  // Action's comment by the identity rule, its marker, its shown part, who last edited it), with
  // their in-process tables and the GraphQL question against the stand-in.
  'review-gate': {
    mutate: [
      'src/action/review/review-gate.ts',
      'src/action/review/reviewed-plan.ts',
      'src/action/github/comment-marker.ts',
      'src/action/github/action-identity.ts',
      'src/action/github/github-graphql.ts',
      // Their words, in the Action's views.
      'src/render/github/review-reasons.ts',
      'src/render/github/github-failure.ts',
    ],
    tests: [
      'test/action/review/review-gate.test.ts',
      'test/action/review/reviewed-plan.test.ts',
      'test/action/github/comment-marker.test.ts',
      'test/action/github/github-graphql.test.ts',
      'test/action/github/github-client.test.ts',
      'test/action/github/sticky-comment.test.ts',
      'test/action/github/action-identity.test.ts',
      // Their words, sentence for sentence.
      'test/render/github/github-failure.test.ts',
      'test/render/github/review-reasons.test.ts',
    ],
    goal: 90,
  },
  // The check run's pure parts: its conclusion and title for a plan and for an apply, and the
  // annotations it carries; with the in-process runs against the emulator and the stand-in.
  check: {
    mutate: [
      'src/render/github/check-report.ts',
      'src/action/checks/check-findings.ts',
      'src/render/github/apply-check.ts',
      'src/render/github/line-note-texts.ts',
    ],
    tests: [
      'test/action/checks/check-report.test.ts',
      'test/action/checks/check-run.test.ts',
      'test/action/checks/apply-check.test.ts',
    ],
    goal: 90,
  },
};
