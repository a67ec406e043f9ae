// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListenControl } from './listen-control.tsx';

/** The browser's speech synthesis, as far as read-aloud uses it. */
function fakeSpeech(voices: { lang: string }[]) {
  const target = new EventTarget();
  const spoken: { text: string; rate: number }[] = [];
  let last: { onend: (() => void) | null } | null = null;
  const synth = Object.assign(target, {
    voices,
    getVoices: () => synth.voices,
    speak: vi.fn((u: { text: string; rate: number; onend: (() => void) | null }) => {
      spoken.push({ text: u.text, rate: u.rate });
      last = u;
    }),
    pause: vi.fn(),
    resume: vi.fn(),
    cancel: vi.fn(),
  });
  class Utterance {
    rate = 1;
    lang = '';
    voice: unknown = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(public text: string) {}
  }
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  return { synth, spoken, finish: () => act(() => last?.onend?.()) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const text = () => 'First sentence to read. Second sentence to read.';

describe('Listen (read-aloud, issue 23)', () => {
  it('stays hidden until the browser has a voice', () => {
    const { synth } = fakeSpeech([]);
    render(<ListenControl what="this page" text={text} />);
    expect(screen.queryByRole('button', { name: 'Listen to this page' })).toBeNull();
    synth.voices = [{ lang: 'en-IE' }];
    act(() => void synth.dispatchEvent(new Event('voiceschanged')));
    expect(screen.getByRole('button', { name: 'Listen to this page' })).toBeTruthy();
  });

  it('reads, pauses, resumes, changes speed and stops, from the keyboard too', async () => {
    const { synth, spoken, finish } = fakeSpeech([{ lang: 'en-GB' }]);
    render(<ListenControl what="this page" text={text} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(spoken).toEqual([{ text: text(), rate: 1 }]);
    expect(screen.getByRole('status').textContent).toBe('Reading this page aloud');

    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(synth.pause).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(synth.resume).toHaveBeenCalled();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Speed' }), '1.5');
    expect(spoken.at(-1)).toEqual({ text: text(), rate: 1.5 });

    finish();
    expect(screen.getByRole('button', { name: 'Listen to this page' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Listen to this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(synth.cancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Listen to this page' })).toBeTruthy();
  });

  it('lets one control read at a time', async () => {
    fakeSpeech([{ lang: 'en-IE' }]);
    render(
      <>
        <ListenControl what="the question" text={() => 'The question.'} />
        <ListenControl what="the explanation" text={() => 'The explanation.'} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Listen to the question' }));
    await userEvent.click(screen.getByRole('button', { name: 'Listen to the explanation' }));
    expect(screen.getByRole('button', { name: 'Listen to the question' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Pause' })).toHaveLength(1);
  });
});
