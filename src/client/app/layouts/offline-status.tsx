import { useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { queuedCount, retryDelay, subscribeQueue, syncAnswers } from '#client/lib/offline/send-queued.ts';
import { useOnline } from '#client/lib/offline/use-online.ts';
import { LEARNING_KEY } from '#client/lib/queries/review-due.ts';
import { notify } from '#client/lib/toast.ts';

const answers = (n: number) => `${n} answer${n === 1 ? '' : 's'}`;

/**
 * The offline indicator of the signed-in app (issue 23), and the one place queued answers are
 * sent from: on opening the app and whenever the connection returns.
 */
export function OfflineStatus({ username }: { username: string }) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const queued = useSyncExternalStore(subscribeQueue, () => queuedCount(username), () => 0);

  useEffect(() => {
    if (!online) return;
    let current = true;
    let timer: number | undefined;
    let attempt = 0;
    const send = () =>
      void syncAnswers(username).then((result) => {
        if (!current) return;
        // A send in the moment the connection returns can fail, and no second 'online' event
        // follows: while answers still wait, try again (issue 35 §5).
        if (result.remaining > 0) timer = window.setTimeout(send, retryDelay(attempt++));
        if (result.sent + result.refused === 0) return;
        // Refused for good (a review question no longer due, a quiz already marked): said, not hidden (issue 32 §3).
        const sent = result.sent > 0 ? `${answers(result.sent)} given offline ${result.sent === 1 ? 'is' : 'are'} now saved.` : '';
        const refused = result.refused > 0 ? `${answers(result.refused)} could not be counted: the question was no longer due for review, or its quiz had ended.` : '';
        notify(result.sent > 0 ? 'Answers sent' : 'Some answers were not counted', [sent, refused].filter(Boolean).join(' '));
        void queryClient.invalidateQueries({ queryKey: LEARNING_KEY });
        void queryClient.invalidateQueries({ queryKey: ['user'] });
      });
    send();
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [online, username, queryClient]);

  if (online && queued === 0) return null;
  return (
    <div role="status" className="mb-6 flex items-start gap-3 rounded-md border border-slate-300 bg-slate-100 p-3 text-sm text-slate-900">
      <CloudOff aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-slate-700" />
      {online ? (
        <p>Sending {answers(queued)} given offline...</p>
      ) : (
        <p>
          <strong>You are offline.</strong> Module pages and review questions you have opened still work, and your answers are kept on this device until you are
          back online.{queued > 0 && ` ${answers(queued)} waiting to be sent.`} Timed tests and the simulator need a connection.
        </p>
      )}
    </div>
  );
}
