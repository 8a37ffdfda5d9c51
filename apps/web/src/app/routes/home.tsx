import type { LoaderFunctionArgs } from 'react-router';
import { homeTh } from '@/features/home/th.ts';
import { rememberAgentCode } from '@/features/agent/index.ts';
import { rememberReferral } from '@/shared/store/referral-store.ts';
import { BannerCarousel, CategoryTiles } from '@/features/home/index.ts';
import { PromotionsTeaser } from '@/features/promotions/index.ts';

/**
 * `/?ag=CODE` carries the referring agent's code, `&ref=CODE` a member's referral code
 * (docs/rules/affiliate.md#referral); both are checked and kept without delaying the page.
 */
export function loader({ request }: LoaderFunctionArgs) {
  // A visit is the visitor's browser arriving, never the server drawing the page: the browser runs this
  // loader again once the server-rendered page has hydrated (docs/FIRST-LOAD.md#server-rendering).
  if (import.meta.env.SSR) return null;
  const params = new URL(request.url).searchParams;
  const ag = params.get('ag');
  if (ag) void rememberAgentCode(ag);
  // `&ref=CODE`: a member's referral link; kept for /register and counted as a visit.
  const ref = params.get('ref');
  if (ref) void rememberReferral(ref);
  return null;
}

export function Component() {
  return (
    <div className="space-y-8">
      <h1 className="sr-only">{homeTh.heading}</h1>
      <BannerCarousel />
      <CategoryTiles />
      <PromotionsTeaser />
    </div>
  );
}
