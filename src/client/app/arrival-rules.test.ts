import { describe, expect, it } from 'vitest';
import { arrivalFor, fragmentId } from './arrival-rules.ts';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('where a page opens (issue 32 §1)', () => {
  it('opens a new page at its top with focus on its heading', () => {
    expect(arrivalFor('PUSH', at('/register'), at('/login'), false)).toEqual({ scroll: 'top', focusHeading: true });
    expect(arrivalFor('REPLACE', at('/login'), at('/checkout', '?plan=BASIC'), false)).toEqual({ scroll: 'top', focusHeading: true });
    // Even when that page was visited before: only back and forward restore.
    expect(arrivalFor('PUSH', at('/pricing'), at('/checkout'), true)).toEqual({ scroll: 'top', focusHeading: true });
  });

  it('returns to the saved place on back and forward', () => {
    expect(arrivalFor('POP', at('/login'), at('/register'), true)).toEqual({ scroll: 'restore', focusHeading: true });
    expect(arrivalFor('POP', at('/login'), at('/register'), false)).toEqual({ scroll: 'top', focusHeading: true });
    // Back within one page (a module's previous page): its place, but focus stays with the page.
    expect(arrivalFor('POP', at('/module/1', '?page=2'), at('/module/1', '?page=1'), true)).toEqual({ scroll: 'restore', focusHeading: false });
  });

  it('leaves a change of query or fragment on the same page to the page itself', () => {
    expect(arrivalFor('PUSH', at('/module/1', '?page=1'), at('/module/1', '?page=2'), false)).toEqual({ scroll: 'none', focusHeading: false });
    expect(arrivalFor('POP', at('/practice-tests'), at('/practice-tests'), true)).toEqual({ scroll: 'none', focusHeading: false });
  });

  it('goes to the element a fragment names', () => {
    expect(arrivalFor('PUSH', at('/dashboard'), at('/', '', '#pricing'), false)).toEqual({ scroll: 'hash', focusHeading: false });
    expect(arrivalFor('PUSH', at('/module/1', '?page=3'), at('/module/1', '?page=1', '#special-considerations'), false)).toEqual({ scroll: 'hash', focusHeading: false });
    expect(fragmentId('#special-considerations')).toBe('special-considerations');
    expect(fragmentId('#')).toBeNull();
    expect(fragmentId('#%E0%A4%A')).toBeNull();
  });

  it("never moves or takes focus on the first load (a reload is the browser's to restore)", () => {
    expect(arrivalFor('POP', null, at('/dashboard'), false)).toEqual({ scroll: 'none', focusHeading: false });
    expect(arrivalFor('POP', null, at('/dashboard'), true)).toEqual({ scroll: 'none', focusHeading: false });
    expect(arrivalFor('PUSH', null, at('/dashboard'), false)).toEqual({ scroll: 'none', focusHeading: false });
  });
});
