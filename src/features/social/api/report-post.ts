import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { REPORT_DETAILS_MAX, REPORT_REASONS, reportErrorMessage, reportReasonValue } from '../lib/report-reason';
import { requireUser } from './require-user';

const reasonValues = REPORT_REASONS.map((r) => r.value) as [ReportReasonValue, ...ReportReasonValue[]];
type ReportReasonValue = (typeof REPORT_REASONS)[number]['value'];

export const reportPostSchema = z.object({
  reason: z.enum(reasonValues),
  details: z.string().max(REPORT_DETAILS_MAX),
});
export type ReportPostInput = z.infer<typeof reportPostSchema>;

/** Reports another user's post (one report per post and reporter). */
export async function reportPost(postId: string, input: ReportPostInput): Promise<void> {
  const { reason, details } = reportPostSchema.parse(input);
  const user = await requireUser();
  const { error } = await supabase
    .from('social_post_reports')
    .insert({ post_id: postId, reporter_user_id: user.id, reason: reportReasonValue(reason, details) });
  if (error) throw error;
}

/** Failures are a 'Notice': a duplicate says 'You already reported this post.'. */
export function useReportPost(postId: string) {
  return useMutation({
    mutationFn: (input: ReportPostInput) => reportPost(postId, input),
    meta: { errorTitle: 'Notice', errorText: reportErrorMessage },
  });
}
