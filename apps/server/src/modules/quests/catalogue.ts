import type { Db } from '#db/client.ts';
import { quests } from '#db/schema/quests.ts';

type SeedQuest = Omit<typeof quests.$inferInsert, 'id' | 'agentId'>;

/**
 * The quests the issue asks for (docs/ENGAGEMENT.md#quests-and-check-in). Rewards: credit goes to the
 * free credit wallet (wallet 3), points to the points account, spins to the free-spin wheel; amounts are
 * satang, whole points or spins.
 */
export const SEED_QUESTS: SeedQuest[] = [
  {
    code: 'daily_deposit_300',
    title: 'ฝากเงินวันนี้ 300 บาทขึ้นไป',
    description: 'ฝากเงินรวมตั้งแต่ 300 บาทภายในวันนี้ รับเครดิตฟรี 20 บาท',
    period: 'day',
    metric: 'deposit',
    target: 300_00n,
    rewardKind: 'credit',
    rewardAmount: 20_00n,
    sortOrder: 1,
  },
  {
    code: 'daily_turnover_1000',
    title: 'ยอดเล่นวันนี้ 1,000 บาทขึ้นไป',
    description: 'เล่นเกมหรือแทงหวยรวมตั้งแต่ 1,000 บาทภายในวันนี้ รับ 20 พอยท์',
    period: 'day',
    metric: 'turnover',
    target: 1_000_00n,
    rewardKind: 'points',
    rewardAmount: 20n,
    sortOrder: 2,
  },
  {
    code: 'weekly_lotto_bills_3',
    title: 'แทงหวย 3 โพยในสัปดาห์นี้',
    description: 'ส่งโพยหวยที่ไม่ได้ยกเลิกครบ 3 โพยภายในสัปดาห์นี้ (จันทร์–อาทิตย์) รับสิทธิ์หมุนวงล้อฟรี 3 ครั้ง',
    period: 'week',
    metric: 'lotto_bills',
    target: 3n,
    rewardKind: 'spins',
    rewardAmount: 3n,
    sortOrder: 3,
  },
  {
    code: 'weekly_checkin_5',
    title: 'เช็คอินครบ 5 วันในสัปดาห์นี้',
    description: 'เช็คอินรายวันครบ 5 วันภายในสัปดาห์นี้ (จันทร์–อาทิตย์) รับเครดิตฟรี 50 บาท',
    period: 'week',
    metric: 'checkin_days',
    target: 5n,
    rewardKind: 'credit',
    rewardAmount: 50_00n,
    sortOrder: 4,
  },
];

/** Inserts the seed quests an agent does not have yet (by code); running it again changes nothing. */
export async function ensureQuests(db: Db, agentId: number, seed: SeedQuest[] = SEED_QUESTS): Promise<void> {
  await db
    .insert(quests)
    .values(seed.map((q) => ({ ...q, agentId })))
    .onConflictDoNothing({ target: [quests.agentId, quests.code] });
}
