'use client';

import { Suspense, useRef, useState } from 'react';
import { lazyWithIntl } from '@/components/i18n/lazy-intl';

// Swiper (≈ 33 kB gzip with its modules) is not part of the page's first load: the first image is plain
// HTML, the swiping gallery loads when the visitor reaches for it and the zoom when fullscreen opens.
const GallerySwiper = lazyWithIntl(() => import('./gallery-swipers').then((m) => m.GallerySwiper));
const Fullscreen = lazyWithIntl(() => import('./gallery-swipers').then((m) => m.Fullscreen));

/**
 * The gallery of ./product-gallery.tsx (spec §2): normal mode swipes; fullscreen mode disables swiping and enables zoom
 * (spec §9: default 3, from 1.1 to 5 in steps of 0.1).
 */
export function ProductGalleryView({
  images,
  alts,
  srcSets,
  sizes,
  fullscreenLabel,
}: {
  images: string[];
  /** Each image's alternative text. */
  alts: string[];
  /** Each image's `srcset` (uploads' stored widths; none for a seeded file) and the slot's `sizes`. */
  srcSets?: (string | undefined)[];
  sizes?: string;
  fullscreenLabel: string;
}) {
  const [full, setFull] = useState(false);
  const [live, setLive] = useState(false);
  const [index, setIndex] = useState(0);
  const opener = useRef<HTMLButtonElement>(null);
  const alt = (i: number) => alts[i] ?? '';
  const several = images.length > 1;
  // Hovering, touching or tabbing into the gallery loads the swiper (one image needs none).
  const wake = several && !live ? () => setLive(true) : undefined;
  const first = (
    <div className="relative aspect-[4/3] overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
      {/* eslint-disable-next-line @next/next/no-img-element -- seeded SVGs are served as-is from /media */}
      <img
        src={images[0]}
        srcSet={srcSets?.[0]}
        sizes={srcSets?.[0] ? sizes : undefined}
        alt={alt(0)}
        width={800}
        height={600}
        className="h-full w-full object-contain"
        fetchPriority="high"
      />
      {several ? (
        <span
          aria-hidden="true"
          className="absolute bottom-2 left-1/2 -translate-x-1/2 rounded-full bg-white/90 px-2 text-xs text-slate-700"
        >
          1 / {images.length}
        </span>
      ) : null}
    </div>
  );
  return (
    // min-w-0: in the product page's grid the swiper's slides would otherwise widen the column they are sized
    // from, and the page with it (sideways scrolling on phones).
    <div
      className="relative min-w-0"
      data-testid="gallery"
      onPointerEnter={wake}
      onTouchStart={wake}
      onFocus={wake}
    >
      {live ? (
        <Suspense fallback={first}>
          <GallerySwiper images={images} srcSets={srcSets} sizes={sizes} alt={alt} onSlide={setIndex} />
        </Suspense>
      ) : (
        first
      )}
      <button
        ref={opener}
        type="button"
        className="btn-secondary absolute right-2 top-2 z-10 min-h-11 px-3"
        onClick={() => setFull(true)}
        data-testid="gallery-fullscreen"
      >
        <span aria-hidden="true" className="mask-icon icon-maximize-2 size-[18px]" />
        <span className="sr-only">{fullscreenLabel}</span>
      </button>
      {full ? (
        <Suspense fallback={null}>
          <Fullscreen
            images={images}
            alt={alt}
            start={index}
            onClose={() => {
              setFull(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
