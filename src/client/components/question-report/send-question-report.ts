import { useMutation } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { QuestionReportInput, questionReportResponse } from '#shared/schemas/question-reports.ts';
import { apiPost } from '#client/lib/api-client.ts';

/** POST /api/questions/:id/reports (issue 20 §5): 201 with a thank-you, 429 past ten an hour. */
export const sendQuestionReport = (questionId: string, report: QuestionReportInput) =>
  apiPost<typeof questionReportResponse>(API.questionReports(questionId), report);

export function useSendQuestionReport(questionId: string) {
  return useMutation({ mutationFn: (report: QuestionReportInput) => sendQuestionReport(questionId, report) });
}
