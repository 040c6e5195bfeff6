import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePlanRequest, PlanResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { refreshAfterPlanChange } from './plan-changed';

export function startPlan(request: CreatePlanRequest): Promise<PlanResponse> {
  return apiRequest<PlanResponse>('/plans', { method: 'POST', body: request });
}

export function useStartPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPlan,
    meta: { successToast: 'plans.saved' },
    onSuccess: () => refreshAfterPlanChange(queryClient),
  });
}
