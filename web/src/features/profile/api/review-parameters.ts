import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FitParametersResponse, ResetParametersResponse, ReviewParametersResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { REVIEW_KEY } from '../../../api/query-keys';

/** The learner's FSRS parameters: GET, POST (fit to the review log), DELETE (back to the defaults). */
const PARAMETERS_KEY = [...REVIEW_KEY, 'parameters'] as const;

export function useReviewParameters() {
  return useQuery({
    queryKey: PARAMETERS_KEY,
    queryFn: ({ signal }) => apiRequest<ReviewParametersResponse>('/review/parameters', { signal }),
  });
}

/* Either changes the parameters every later review is scheduled with: the state shown is read again. */
function useParametersChange<Answer>(method: 'POST' | 'DELETE') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Answer>('/review/parameters', { method }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PARAMETERS_KEY }),
  });
}

export const useFitParameters = () => useParametersChange<FitParametersResponse>('POST');
export const useResetParameters = () => useParametersChange<ResetParametersResponse>('DELETE');
