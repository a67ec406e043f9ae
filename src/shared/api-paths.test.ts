import { describe, expect, it } from 'vitest';
import { API, API_PATTERNS } from './api-paths.ts';

const staticPaths = Object.values(API).filter((v) => typeof v === 'string');
const builders = Object.entries(API).filter(([, v]) => typeof v === 'function');

describe('API paths', () => {
  it('all start with /api/ and none repeats', () => {
    for (const p of [...staticPaths, ...Object.values(API_PATTERNS)]) expect(p).toMatch(/^\/api\/[\w\-/.:]+$/);
    expect(new Set(staticPaths).size).toBe(staticPaths.length);
  });

  it('has a pattern for every builder, which the builder fills', () => {
    expect(builders.map(([name]) => name).sort()).toEqual(Object.keys(API_PATTERNS).sort());
    expect(API.moduleContent(3, 'taxi')).toBe('/api/content/modules/3?type=taxi');
    expect(API.moduleContent(3, 'taxi').split('?')[0]).toBe(API_PATTERNS.moduleContent.replace(':id', '3'));
    const id = '0b7c4f5e-8d3a-4c2b-9e1f-2a3b4c5d6e7f';
    expect(API.attempt(id)).toBe(API_PATTERNS.attempt.replace(':id', id));
    expect(API.attemptAnswer(id, 7)).toBe(API_PATTERNS.attemptAnswer.replace(':id', id).replace(':position', '7'));
    expect(API.attemptSubmit(id)).toBe(API_PATTERNS.attemptSubmit.replace(':id', id));
    expect(API.entryTestSitting(4)).toBe(API_PATTERNS.entryTestSitting.replace(':id', '4'));
    expect(API.reviewAnswer('m01-001')).toBe(API_PATTERNS.reviewAnswer.replace(':questionId', 'm01-001'));
  });

  it('encodes the builders’ arguments', () => {
    expect(API.moduleContent(1, 'a b&type=x/y')).toBe('/api/content/modules/1?type=a%20b%26type%3Dx%2Fy');
    expect(API.moduleContent(12, 'wheelchair_accessible')).toBe('/api/content/modules/12?type=wheelchair_accessible');
    expect(API.attempt('a/b')).toBe('/api/attempts/a%2Fb');
  });
});
