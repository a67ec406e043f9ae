// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUnsavedChanges } from './use-unsaved-changes.ts';

function Form() {
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty, 'Leave without saving?');
  return (
    <>
      <button onClick={() => setDirty(true)}>Tick</button>
      <Link to="/elsewhere">Away</Link>
    </>
  );
}

function show() {
  render(
    <MemoryRouter initialEntries={['/checklists']}>
      <Routes>
        <Route path="/checklists" element={<Form />} />
        <Route path="/elsewhere" element={<p>Somewhere else</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const unloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useUnsavedChanges (issue 32 §9)', () => {
  it('lets the learner go when nothing is unsaved', () => {
    const confirm = vi.spyOn(window, 'confirm');
    show();
    expect(unloadPrevented()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Away' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText('Somewhere else')).toBeTruthy();
  });

  it('asks before a link leaves unsaved work, and stays when the learner says no', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Tick' }));
    fireEvent.click(screen.getByRole('link', { name: 'Away' }));
    expect(confirm).toHaveBeenCalledWith('Leave without saving?');
    expect(screen.queryByText('Somewhere else')).toBeNull();
    expect(unloadPrevented()).toBe(true);
  });

  it('goes when the learner agrees to leave', () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Tick' }));
    fireEvent.click(screen.getByRole('link', { name: 'Away' }));
    expect(screen.getByText('Somewhere else')).toBeTruthy();
  });
});
