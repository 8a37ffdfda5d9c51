import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AGENT_ID, isOk, pollRoutes, type Envelope, type PollVoted } from '@ug99/contract';
import { callApi, retryNetworkOnce, unwrap } from '@/shared/api/index.ts';
import { POLL_QUERY_KEY, POLL_QUOTA_QUERY_KEY } from './keys.ts';

// agent_id is fixed in poll calls (spec §9).
const query = (pollId: number) => ({ poll_id: pollId, agent_id: AGENT_ID });

export function usePollConfig(pollId: number) {
  return useQuery({
    queryKey: [...POLL_QUERY_KEY, pollId, 'config'],
    queryFn: async ({ signal }) =>
      unwrap(
        await callApi(pollRoutes.config, {
          query: query(pollId),
          signal,
          toastOnFail: false,
        }),
      ),
  });
}

export function usePollStats(pollId: number) {
  return useQuery({
    queryKey: [...POLL_QUERY_KEY, pollId, 'stats'],
    queryFn: async ({ signal }) =>
      unwrap(await callApi(pollRoutes.stats, { query: query(pollId), signal, toastOnFail: false })),
  });
}

export function usePollWinners(pollId: number, drawn: boolean) {
  return useQuery({
    queryKey: [...POLL_QUERY_KEY, pollId, 'winners'],
    enabled: drawn,
    queryFn: async ({ signal }) =>
      unwrap(await callApi(pollRoutes.winners, { query: query(pollId), signal })),
  });
}

/** GET /api/poll/quota/check: votes earned, used, and whether one can be cast now. */
export function usePollQuota(pollId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...POLL_QUOTA_QUERY_KEY, pollId],
    enabled,
    queryFn: async ({ signal }) =>
      unwrap(await callApi(pollRoutes.check, { query: { poll_id: pollId }, signal })),
  });
}

/** POST /api/poll/submit: spends one vote; a refusal is toasted with its Thai message. */
export async function submitVote(vote: {
  poll_id: number;
  choice_id: number;
  request_id: string;
}): Promise<Envelope<PollVoted>> {
  return callApi(pollRoutes.submit, { body: vote });
}

export function useVote(pollId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vote: { choiceId: number; requestId: string }) =>
      submitVote({ poll_id: pollId, choice_id: vote.choiceId, request_id: vote.requestId }),
    // The retry carries the same request_id: the server answers the vote it already counted.
    retry: retryNetworkOnce,
    onSettled: async (envelope) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...POLL_QUOTA_QUERY_KEY, pollId] }),
        envelope && isOk(envelope)
          ? queryClient.invalidateQueries({ queryKey: [...POLL_QUERY_KEY, pollId, 'stats'] })
          : Promise.resolve(),
      ]);
    },
  });
}
