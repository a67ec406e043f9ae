import { describe, expect, it } from 'vitest';
import { htmlToSpeech, questionSpeech, speechChunks } from './speech-text.ts';

describe('read-aloud text (issue 23)', () => {
  it('reads course HTML as sentences, without tags or entities', () => {
    const html = '<h2>Fares</h2><p>The fare is set by the <strong>NTA</strong> &amp; shown on the card.</p><ul><li>Tariff A</li><li>Tariff B</li></ul>';
    expect(htmlToSpeech(html)).toBe('Fares. The fare is set by the NTA & shown on the card. Tariff A. Tariff B.');
  });

  it('decodes numeric entities and keeps a question mark', () => {
    expect(htmlToSpeech('<p>Is it &#8364;3?</p>')).toBe('Is it €3?');
  });

  it('reads a question with lettered options', () => {
    expect(questionSpeech('Who licenses SPSV drivers?', ['The NTA', 'An Garda Síochána', 'The RSA', 'The council.'])).toBe(
      'Who licenses SPSV drivers? Option A: The NTA. Option B: An Garda Síochána. Option C: The RSA. Option D: The council.',
    );
  });

  it('splits long text at sentence ends into pieces no longer than the limit', () => {
    const text = 'One short sentence. Another short sentence here. A third one to finish.';
    expect(speechChunks(text, 50)).toEqual(['One short sentence. Another short sentence here.', 'A third one to finish.']);
    expect(speechChunks(text, 500)).toEqual([text]);
  });

  it('breaks one very long sentence at commas, then spaces, losing no words', () => {
    const sentence = `${Array.from({ length: 30 }, (_, i) => `item ${i}`).join(', ')} and the end.`;
    const chunks = speechChunks(sentence, 60);
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(60);
    expect(chunks.join(' ').replace(/\s+/g, ' ')).toBe(sentence);
    expect(speechChunks('word '.repeat(40).trim(), 30).every((c) => c.length <= 30)).toBe(true);
  });

  it('says nothing for empty text', () => {
    expect(speechChunks('')).toEqual([]);
    expect(htmlToSpeech('<p> </p>')).toBe('');
  });
});
