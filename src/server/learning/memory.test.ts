import { describe, expect, it } from 'vitest';
import { createEmptyCard, fsrs, State } from 'ts-fsrs';
import { nextMemory, recallNow } from './memory.ts';

const now = new Date('2026-11-25T10:00:00Z');
const DAY = 86_400_000;

describe('the memory of a question', () => {
  it('brings a missed question back within a day', () => {
    const missed = nextMemory(null, false, now);
    expect(missed.due.getTime() - now.getTime()).toBeLessThanOrEqual(DAY);
    expect(missed.lapses + missed.reps).toBeGreaterThan(0);
  });

  it('pushes a question answered right further out, and further again the next time', () => {
    const once = nextMemory(null, true, now);
    const missed = nextMemory(null, false, now);
    expect(once.due.getTime()).toBeGreaterThan(missed.due.getTime());
    // Days, not a same-day learning step: tests are sat days apart.
    expect(once.due.getTime() - now.getTime()).toBeGreaterThan(DAY);
    // No fuzz: the same answers give the same schedule, so tests and learners can rely on it.
    expect(nextMemory(null, true, now).due).toEqual(once.due);
    const later = new Date(once.due.getTime());
    const twice = nextMemory(once, true, later);
    expect(twice.due.getTime() - later.getTime()).toBeGreaterThan(once.due.getTime() - now.getTime());
  });

  it('forgets: a wrong answer after right ones brings it back within a day and counts a lapse', () => {
    let card = nextMemory(null, true, now);
    for (let i = 0; i < 3; i += 1) card = nextMemory(card, true, card.due);
    const lapsed = nextMemory(card, false, card.due);
    // FSRS alone would wait days after a lapse of a well-known question; a miss comes back in one.
    expect(lapsed.due.getTime() - card.due.getTime()).toBe(DAY);
    expect(lapsed.scheduled_days).toBe(1);
    expect(lapsed.lapses).toBe(card.lapses + 1);
  });

  it('predicts recall that falls with time since the review', () => {
    const card = nextMemory(nextMemory(null, true, now), true, new Date(now.getTime() + 3 * DAY));
    const soon = recallNow(card, new Date(now.getTime() + 4 * DAY));
    const late = recallNow(card, new Date(now.getTime() + 200 * DAY));
    expect(soon).toBeGreaterThan(late);
    expect(soon).toBeLessThanOrEqual(1);
    expect(late).toBeGreaterThan(0);
  });

  it('works recall out exactly as FSRS get_retrievability does, for new, reviewed and lapsed cards', () => {
    const reference = fsrs({ enable_fuzz: false, enable_short_term: false });
    let card = nextMemory(null, true, now);
    const cards = [createEmptyCard(now), card];
    for (const correct of [true, false, true, true, false, true]) cards.push((card = nextMemory(card, correct, new Date(card.due.getTime() + 5 * 3_600_000))));
    for (const c of cards) {
      for (const later of [0, 0.4, 1, 1.6, 3, 9.99, 40, 400]) {
        const at = new Date((c.last_review ?? now).getTime() + later * DAY);
        expect(recallNow(c, at), `${c.state} +${later}d`).toBe(reference.get_retrievability(c, at, false));
      }
    }
    // A new card, even one carrying a review time, and a reviewed card with none have no recall to predict.
    expect(recallNow({ state: State.New, stability: 20, last_review: now }, now)).toBe(0);
    expect(recallNow({ state: State.Review, stability: 20 }, now)).toBe(0);
    // Only the three fields recall depends on are read.
    expect(recallNow({ state: card.state, stability: card.stability, last_review: card.last_review }, new Date(now.getTime() + 999 * DAY))).toBe(reference.get_retrievability(card, new Date(now.getTime() + 999 * DAY), false));
  });

  // No fuzz (issue 35 §4): FSRS's own intervals, day for day, so a schedule can be relied on.
  it('schedules right answers at FSRS intervals with no fuzz: 3, 14, 57, 196 and 586 days', () => {
    let card = nextMemory(null, true, now);
    const days = [card.scheduled_days];
    for (let i = 0; i < 4; i += 1) {
      card = nextMemory(card, true, card.due);
      days.push(card.scheduled_days);
    }
    expect(days).toEqual([3, 14, 57, 196, 586]);
    expect(card.due.toISOString()).toBe('2029-03-30T10:00:00.000Z');
  });
});
