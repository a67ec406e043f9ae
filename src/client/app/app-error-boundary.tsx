import { Component, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '#client/components/ui/button.tsx';

/**
 * How each browser words a lazily loaded page that did not arrive: Chromium, Safari, Firefox,
 * and webpack-style bundlers. Usually a deploy replaced the chunk, or the connection dropped.
 */
const CHUNK_LOAD_FAILURE = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_LOAD_FAILURE.test(error.message);
}

type Failure = 'chunk' | 'render';

const EXPLANATIONS: Record<Failure, string> = {
  chunk: 'Part of this page could not be downloaded. This can happen when your connection drops or just after we update the site. Reloading the page fixes it.',
  render: 'This page ran into a problem and could not be shown. Reloading the page usually fixes it. If it keeps happening, please contact support.',
};

function ErrorScreen({ failure }: { failure: Failure }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The page the user was looking at vanished: take screen readers to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 py-24 text-center">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-slate-900 focus:outline-none">
        Something went wrong
      </h1>
      <p className="mt-4 text-slate-700">{EXPLANATIONS[failure]}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </main>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** A new location clears the failure, so Back leaves the broken page behind. */
  resetKey: string;
}

interface BoundaryState {
  failure: Failure | null;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: isChunkLoadError(error) ? 'chunk' : 'render' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failure ? <ErrorScreen failure={this.state.failure} /> : this.props.children;
  }
}

/** The last line of defence around every route: a readable screen with a way out, never a blank page. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
