import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { refreshAfterPlanChange } from './plan-changed';

export function stopPlan(bookId: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/plans/${encodeURIComponent(bookId)}`, { method: 'DELETE' });
}

export function useStopPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopPlan,
    meta: { successToast: 'plans.stopped' },
    onSuccess: () => refreshAfterPlanChange(queryClient),
  });
}
