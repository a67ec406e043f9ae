import type { APIRequestContext } from '@playwright/test';
import { API } from '../../src/shared/api-paths.ts';
import { courseQuestion } from './course-answers.ts';

interface StartedView {
  id: string;
  test: { title: string };
  questions: { position: number; text: string; options: string[] }[];
}

/**
 * Sits a whole test through the API as the signed-in learner: the first `correct` questions
 * right, the rest wrong, then marks it and reports the result as the client does. For journeys
 * that need a result on record without clicking through the test.
 */
export async function finishAttempt(request: APIRequestContext, testId: number, correct: number): Promise<{ id: string; total: number }> {
  const started = await request.post(API.attempts, { data: { testId } });
  if (started.status() !== 201) throw new Error(`start failed: ${started.status()} ${await started.text()}`);
  const view = (await started.json()) as StartedView;
  for (const q of view.questions) {
    const bank = courseQuestion(q.text);
    const right = q.options.indexOf(bank.options[bank.answer] ?? '');
    const selected = q.position < correct ? right : (right + 1) % 4;
    const saved = await request.put(API.attemptAnswer(view.id, q.position), { data: { selected } });
    if (saved.status() !== 200) throw new Error(`answer failed: ${saved.status()} ${await saved.text()}`);
  }
  const marked = await request.post(API.attemptSubmit(view.id), { data: {} });
  if (marked.status() !== 200) throw new Error(`submit failed: ${marked.status()} ${await marked.text()}`);
  const report = await request.post(API.practiceTests, { data: { attemptId: view.id, testType: view.test.title } });
  if (report.status() !== 201) throw new Error(`report failed: ${report.status()} ${await report.text()}`);
  return { id: view.id, total: view.questions.length };
}
