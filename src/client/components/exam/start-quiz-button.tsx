import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { useNavigate } from 'react-router-dom';
import { API } from '#shared/api-paths.ts';
import { ApiError } from '#shared/api-error.ts';
import { moduleQuizId } from '#shared/entry-test.ts';
import type { attemptView } from '#shared/schemas/attempts.ts';
import { apiPost } from '../../lib/api-client.ts';
import { openAttemptsQueryOptions } from '../../lib/queries/open-attempts.ts';
import { notifyError } from '../../lib/toast.ts';
import { Button } from '../ui/button.tsx';
import { continueHref } from './continue-tests-card.tsx';

type Props = Omit<ComponentProps<typeof Button>, 'onClick' | 'disabled'> & { moduleId: number };

/**
 * Starts a module's ten-question quiz (an ordinary attempt, issue 19 §3) and opens it in the
 * practice area's runner; its id is in the URL there, so a reload resumes it.
 */
export function StartQuizButton({ moduleId, children, ...props }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => apiPost<typeof attemptView>(API.attempts, { testId: moduleQuizId(moduleId) }),
    onSuccess: (view) => {
      void queryClient.invalidateQueries({ queryKey: openAttemptsQueryOptions().queryKey });
      navigate(continueHref(view.id));
    },
    onError: (error) => notifyError('Error', error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Failed to start the quiz. Please try again.'),
  });
  return (
    <Button {...props} disabled={start.isPending} aria-busy={start.isPending} onClick={() => start.mutate()}>
      {start.isPending ? 'Starting...' : children}
    </Button>
  );
}
