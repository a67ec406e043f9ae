import { useSyncExternalStore } from 'react';
import { speechChunks, type Speed } from './speech-text.ts';

/**
 * The page's one reader (issue 23): the browser has a single speech queue, so one Listen control
 * reads at a time and starting another stops the first. Text is spoken in pieces; pausing uses
 * the browser's own pause, and a new speed restarts the piece under way at that speed.
 */
export interface ReaderState {
  owner: string | null;
  status: 'idle' | 'speaking' | 'paused';
  speed: Speed;
}

let state: ReaderState = { owner: null, status: 'idle', speed: 1 };
const listeners = new Set<() => void>();
let chunks: string[] = [];
let index = 0;
let current: SpeechSynthesisUtterance | null = null;

function set(next: Partial<ReaderState>) {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

const synth = () => (typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined);

/** An English voice when there is one, Irish or British English first. */
function voice(): SpeechSynthesisVoice | undefined {
  const voices = synth()?.getVoices() ?? [];
  return voices.find((v) => v.lang === 'en-IE') ?? voices.find((v) => v.lang === 'en-GB') ?? voices.find((v) => v.lang.startsWith('en'));
}

function speakCurrent() {
  const s = synth();
  const text = chunks[index];
  if (!s || text === undefined) {
    current = null;
    set({ owner: null, status: 'idle' });
    return;
  }
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = state.speed;
  const v = voice();
  if (v) {
    utterance.voice = v;
    utterance.lang = v.lang;
  }
  const next = () => {
    if (current !== utterance) return; // stopped, or restarted at a new speed
    index += 1;
    speakCurrent();
  };
  utterance.onend = next;
  utterance.onerror = next;
  current = utterance;
  s.speak(utterance);
}

export const reader = {
  getOwner: () => state.owner,
  start(owner: string, text: string) {
    reader.stop();
    chunks = speechChunks(text);
    index = 0;
    set({ owner, status: 'speaking' });
    speakCurrent();
  },
  pause() {
    synth()?.pause();
    set({ status: 'paused' });
  },
  resume() {
    synth()?.resume();
    set({ status: 'speaking' });
  },
  stop() {
    current = null;
    synth()?.cancel();
    set({ owner: null, status: 'idle' });
  },
  setSpeed(speed: Speed) {
    set({ speed });
    if (state.status === 'idle') return;
    current = null;
    synth()?.cancel();
    set({ status: 'speaking' });
    speakCurrent();
  },
};

export function useReader(): ReaderState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}

/** Whether the browser can read aloud: speech synthesis with at least one voice (voices often arrive late). */
export function useSpeechAvailable(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const s = synth();
      s?.addEventListener('voiceschanged', onChange);
      return () => s?.removeEventListener('voiceschanged', onChange);
    },
    () => (synth()?.getVoices().length ?? 0) > 0,
    () => false,
  );
}
