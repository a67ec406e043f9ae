/** Pure parts of read-aloud (issue 23): what to say, in pieces the browser reads reliably. */

export const SPEEDS = [0.75, 1, 1.25, 1.5] as const;
export type Speed = (typeof SPEEDS)[number];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', euro: '€', ndash: '–', mdash: '—' };

/** Course HTML as plain text to speak: block ends become pauses, tags and entities go. */
export function htmlToSpeech(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6]|tr|div|dt|dd)>/gi, '. ')
    .replace(/<br\s*\/?>/gi, '. ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .replace(/(\s*\.\s*)+(?=[.!?:;])/g, '')
    .replace(/([.!?:;])(\s*\.)+/g, '$1')
    .replace(/\s+([.,!?:;])/g, '$1')
    .replace(/^[\s.]+/, '')
    .trim();
}

/** A question and its options, read as the learner sees them: "Option A: …". */
export function questionSpeech(text: string, options: readonly string[]): string {
  const letters = ['A', 'B', 'C', 'D', 'E', 'F'];
  return [text, ...options.map((o, i) => `Option ${letters[i] ?? i + 1}: ${o}`)].map((s) => (/[.!?]$/.test(s) ? s : `${s}.`)).join(' ');
}

/**
 * Splits text into pieces of at most `max` characters at sentence ends (then commas, then
 * spaces): some browsers stop reading a long utterance part-way, and pausing, resuming or
 * changing speed restarts only the piece under way.
 */
export function speechChunks(text: string, max = 220): string[] {
  const sentences = text.match(/[^.!?]+[.!?]+["')\]]*\s*|[^.!?]+$/g) ?? [];
  const chunks: string[] = [];
  let current = '';
  const push = (piece: string) => {
    const trimmed = piece.trim();
    if (trimmed) chunks.push(trimmed);
  };
  for (const sentence of sentences) {
    if ((current + sentence).length <= max) {
      current += sentence;
      continue;
    }
    push(current);
    current = '';
    if (sentence.length <= max) {
      current = sentence;
      continue;
    }
    // One long sentence: break at commas, then at spaces.
    let rest = sentence;
    while (rest.length > max) {
      const window = rest.slice(0, max);
      const cut = Math.max(window.lastIndexOf(', '), window.lastIndexOf('; ')) + 1 || window.lastIndexOf(' ') || max;
      push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  push(current);
  return chunks;
}
