import { BROADCASTS_FEATURE } from '#bo/features/broadcasts/feature.ts';
import { ENGAGEMENT_FEATURE } from '#bo/features/engagement/feature.ts';
import { LOTTO_FEATURE } from '#bo/features/lotto/feature.ts';
import { MARKETING_FEATURE } from '#bo/features/marketing/feature.ts';
import { PAYOUTS_FEATURE } from '#bo/features/payouts/feature.ts';
import { PROVIDER_WINS_FEATURE } from '#bo/features/provider-wins/feature.ts';
import { REPORTS_FEATURE } from '#bo/features/reports/feature.ts';
import { VALUE_CONTROLS_FEATURE } from '#bo/features/value-controls/feature.ts';
import { VIP_FEATURE } from '#bo/features/vip/feature.ts';
import type { BackofficeFeature } from './feature.ts';

/** The parts of the back office that bring their own pages, menu entries and audit names. */
export const FEATURES: readonly BackofficeFeature[] = [
  LOTTO_FEATURE,
  MARKETING_FEATURE,
  BROADCASTS_FEATURE,
  ENGAGEMENT_FEATURE,
  REPORTS_FEATURE,
  VALUE_CONTROLS_FEATURE,
  PROVIDER_WINS_FEATURE,
  PAYOUTS_FEATURE,
  VIP_FEATURE,
];
