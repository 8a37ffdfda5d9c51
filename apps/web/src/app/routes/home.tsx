import type { LoaderFunctionArgs } from 'react-router';
import { th } from '@/th.ts';
import { rememberAgentCode } from '@/features/agent/index.ts';
import { BannerCarousel, CategoryTiles } from '@/features/home/index.ts';
import { PromotionsTeaser } from '@/features/promotions/index.ts';

/** `/?ag=CODE` carries the referring agent's code; it is checked and kept without delaying the page. */
export function loader({ request }: LoaderFunctionArgs) {
  const ag = new URL(request.url).searchParams.get('ag');
  if (ag) void rememberAgentCode(ag);
  return null;
}

export function Component() {
  return (
    <div className="space-y-8">
      <h1 className="sr-only">{th.home.heading}</h1>
      <BannerCarousel />
      <CategoryTiles />
      <PromotionsTeaser />
    </div>
  );
}
