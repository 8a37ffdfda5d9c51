import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import type { Banner } from '@ug99/contract';
import { homeTh } from '../th.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { SmartLink } from '@/shared/ui/smart-link.tsx';
import { useBanners } from '../api/get-banners.ts';

/**
 * Embla's `duration` is not milliseconds: it divides the remaining distance into the velocity on each 60 Hz
 * step, with friction 0.68. Simulating that integrator, 25 brings a 390–1200 px slide to rest within half a
 * pixel in about 0.97–1.1 s, the closest match to the 1000 ms speed of
 * docs/rules/member-site.md#ui-constants.
 */
const EMBLA_DURATION_FOR_1000_MS = 25;

/** Seed banners are 1200×480; the skeleton and the images keep that 5:2 box, at most 1040 px wide so
 * that on a laptop the categories still show above the fold. */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 480;

export function BannerCarousel() {
  const { data, isPending } = useBanners();
  if (isPending) {
    // The banners' box and their dots' row below it (mt-1 + a 44 px dot = 48 px; an operator usually runs
    // several banners), so the categories below do not move down when the banners arrive.
    return (
      <div className="mx-auto w-full max-w-[1040px] pb-12">
        <Skeleton className="aspect-[5/2] w-full rounded-2xl" />
      </div>
    );
  }
  if (!data || data.length === 0) return null;
  return <Carousel banners={data} />;
}

function Carousel({ banners }: { banners: Banner[] }) {
  // One slide per view, looping, no autoplay, no arrows (docs/rules/member-site.md#other-ui).
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: EMBLA_DURATION_FOR_1000_MS });
  const [selected, setSelected] = useState(0);
  // Embla measures the page's layout when it starts, which made it part of the longest task of `/`'s
  // hydration. With no autoplay it has nothing to do until a member reaches for the banners, so it starts
  // on the first press or focus inside them: a press's own touchstart or mousedown, which follows its
  // pointerdown, already reaches Embla's drag (docs/FIRST-LOAD.md#sixth-pass). Until then the first banner
  // shows, as the server drew it.
  const [started, setStarted] = useState(false);
  const start = useCallback(() => setStarted(true), []);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const scrollTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  const total = banners.length;

  return (
    <section
      aria-roledescription={homeTh.carouselRole}
      aria-label={homeTh.bannersLabel}
      className="mx-auto max-w-[1040px]"
      onPointerDownCapture={start}
      onFocusCapture={start}
    >
      <div ref={started ? viewportRef : undefined} className="overflow-hidden rounded-2xl bg-ink-800">
        <div className="flex touch-pan-y">
          {banners.map((banner, index) => (
            <div
              key={banner.id}
              role="group"
              aria-roledescription={homeTh.slideRole}
              aria-label={homeTh.bannerSlide(index + 1, total)}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <BannerSlide banner={banner} first={index === 0} />
            </div>
          ))}
        </div>
      </div>
      {total > 1 && (
        <div className="mt-1 flex justify-center">
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              onClick={() => scrollTo(index)}
              aria-label={homeTh.bannerDot(index + 1, total)}
              aria-current={index === selected ? 'true' : undefined}
              className="group grid size-11 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-gold-400"
            >
              <span
                aria-hidden="true"
                className="block h-2.5 w-2.5 rounded-full bg-ink-500 transition-all group-aria-[current=true]:w-6 group-aria-[current=true]:bg-gold-400"
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  const image = (
    <img
      src={banner.image}
      alt={banner.title}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      draggable={false}
      className="aspect-[5/2] h-auto w-full object-cover"
    />
  );
  if (!banner.link) return image;
  return (
    <SmartLink to={banner.link} className="block focus-visible:outline-2 focus-visible:outline-gold-400">
      {image}
    </SmartLink>
  );
}
