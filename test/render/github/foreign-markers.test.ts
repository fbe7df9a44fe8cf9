// Comments that copy the Action's marker are named in the job summary and the log: the first
// ten by author and id, then how many more, however many a commenter posts.
import { describe, expect, it } from 'vitest';
import { foreignMarkerLine, foreignMarkerNote } from '../../../src/render/github/step-summary.js';

const foreign = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ author: '@mallory', commentId: 1000 + i }));

describe('comments that copy the marker', () => {
  it('are all named when few', () => {
    expect(foreignMarkerLine(7, foreign(2))).toBe(
      "Ignored 2 comments on pull request #7 that carry this Action's marker but were not written by the Action: @mallory (comment 1000), @mallory (comment 1001).",
    );
  });

  it('past ten, the rest are counted: the summary and the log stay the same size', () => {
    for (const text of [foreignMarkerLine(7, foreign(5000)), foreignMarkerNote(7, foreign(5000))]) {
      expect(text).toContain('(comment 1009) and 4990 more');
      expect(text).not.toContain('1010');
      expect(text.length).toBeLessThan(1000);
    }
  });
});
