import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanResponse, UpdatePlanRequest } from '@contract';
import { apiRequest } from '../../../api/client';
import { refreshAfterPlanChange } from './plan-changed';

export function updatePlan(bookId: string, changes: UpdatePlanRequest): Promise<PlanResponse> {
  return apiRequest<PlanResponse>(`/plans/${encodeURIComponent(bookId)}`, { method: 'PUT', body: changes });
}

/** Pause, resume or a new pace; the server's message ("Plan paused") is the toast. */
export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookId, changes }: { bookId: string; changes: UpdatePlanRequest }) =>
      updatePlan(bookId, changes),
    meta: { successToast: 'plans.saved' },
    onSuccess: () => refreshAfterPlanChange(queryClient),
  });
}
