import { describe, expect, it } from 'vitest';
import { questionStats, type AnswerCount } from './question-stats.ts';

const key = new Map([['q1', 2], ['q2', 0]]);
const answerOf = (id: string) => key.get(id);

describe('questionStats', () => {
  it('computes facility, discrimination and option counts by hand', () => {
    // q1: strong 8 right of 10 (2 chose option 0); weak 3 right of 10 (5 chose 0, 2 chose 1).
    const counts: AnswerCount[] = [
      { questionId: 'q1', chosen: 2, strong: true, n: 8 },
      { questionId: 'q1', chosen: 0, strong: true, n: 2 },
      { questionId: 'q1', chosen: 2, strong: false, n: 3 },
      { questionId: 'q1', chosen: 0, strong: false, n: 5 },
      { questionId: 'q1', chosen: 1, strong: false, n: 2 },
    ];
    const [q1] = questionStats(counts, answerOf);
    expect(q1).toMatchObject({ questionId: 'q1', answers: 20, optionCounts: [7, 2, 11, 0] });
    expect(q1?.facility).toBeCloseTo(11 / 20, 10);
    expect(q1?.discrimination).toBeCloseTo(0.8 - 0.3, 10);
    // Option 3 was never chosen by 20 answers: flagged; facility 0.55 is not "mostly missed".
    expect(q1?.flags).toEqual(['unused_distractor']);
  });

  it('flags a question most learners miss and one strong learners miss more than weak ones', () => {
    const counts: AnswerCount[] = [
      { questionId: 'q2', chosen: 0, strong: true, n: 1 },
      { questionId: 'q2', chosen: 1, strong: true, n: 9 },
      { questionId: 'q2', chosen: 0, strong: false, n: 5 },
      { questionId: 'q2', chosen: 2, strong: false, n: 3 },
      { questionId: 'q2', chosen: 3, strong: false, n: 2 },
    ];
    const [q2] = questionStats(counts, answerOf);
    expect(q2?.facility).toBeCloseTo(6 / 20, 10);
    expect(q2?.discrimination).toBeCloseTo(0.1 - 0.5, 10);
    expect(q2?.flags).toEqual(['mostly_missed', 'strong_miss_more']);
  });

  it('does not judge small samples, and skips questions no longer in the bank', () => {
    const counts: AnswerCount[] = [
      { questionId: 'q1', chosen: 0, strong: true, n: 4 },
      { questionId: 'q1', chosen: 0, strong: false, n: 4 },
      { questionId: 'gone', chosen: 1, strong: true, n: 50 },
    ];
    const stats = questionStats(counts, answerOf);
    expect(stats).toEqual([{ questionId: 'q1', answers: 8, facility: 0, discrimination: null, optionCounts: [8, 0, 0, 0], flags: [] }]);
  });
});
