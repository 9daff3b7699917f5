import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lotteryCampaignDetail,
  lotteryCampaigns,
  lotteryDraw,
  lotteryPeriodUpdate,
  lotteryVerify,
  lotteryWinnerDecide,
} from '@/contract/endpoints/studio-lottery';
import type { LotteryPeriodPatch } from '@/contract/studio/lottery';
import { studioCall } from '../lib/studio-api';
import { studioKeys } from './query-keys';

// The lottery run (src/contract/endpoints/studio-lottery.ts; docs/decisions/325, 326): marketing and admin.
// A draw or a decision changes the campaign's periods: the campaign is read again afterwards.

export const lotteryKeys = {
  all: () => [...studioKeys.all, 'lottery'] as const,
  campaigns: () => [...lotteryKeys.all(), 'campaigns'] as const,
  campaign: (id: number) => [...lotteryKeys.all(), 'campaign', id] as const,
};

export const useLotteryCampaigns = () =>
  useQuery({ queryKey: lotteryKeys.campaigns(), queryFn: async ({ signal }) => (await studioCall(lotteryCampaigns, { signal })).data });

export const useLotteryCampaign = (id: number | undefined) =>
  useQuery({
    queryKey: lotteryKeys.campaign(id ?? 0),
    enabled: id !== undefined,
    queryFn: async ({ signal }) => (await studioCall(lotteryCampaignDetail, { params: { id: id! }, signal })).data,
  });

export function useDraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (drawId: number) => (await studioCall(lotteryDraw, { params: { id: drawId }, body: {} })).data,
    onSettled: () => client.invalidateQueries({ queryKey: lotteryKeys.all() }),
  });
}

export function useDecideWinner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: 'confirmed' | 'failed' }) =>
      (await studioCall(lotteryWinnerDecide, { params: { id }, body: { status } })).data,
    onSettled: () => client.invalidateQueries({ queryKey: lotteryKeys.all() }),
  });
}

export const useVerifyDraw = () =>
  useMutation({ mutationFn: async (drawId: number) => (await studioCall(lotteryVerify, { params: { id: drawId } })).data });

/** A period's title, prize and draw date (docs/decisions/325-lottery-draws.md "Periods edited"). */
export function useUpdatePeriod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: LotteryPeriodPatch }) =>
      (await studioCall(lotteryPeriodUpdate, { params: { id }, body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: lotteryKeys.all() }),
  });
}
