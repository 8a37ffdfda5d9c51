import { Skeleton } from '@/shared/ui/skeleton.tsx';

/** Holds the member panel's place while its code loads, so the page below does not jump. */
export function MemberPanelSkeleton() {
  return <Skeleton className="h-32 w-full rounded-2xl lg:h-[4.75rem]" />;
}
