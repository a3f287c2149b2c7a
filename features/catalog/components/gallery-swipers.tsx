'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation, Pagination, Zoom } from 'swiper/modules';
import type { Swiper as SwiperType } from 'swiper';
import { X, ZoomIn, ZoomOut } from 'lucide-react';
import { imageAt } from '@/lib/product-image-variants';
import { ZOOM, clampZoom } from '../model';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'swiper/css/zoom';

/** The swiping gallery of normal mode (loaded by ProductGallery once the visitor reaches for it). */
export function GallerySwiper({
  images,
  srcSets,
  sizes,
  alt,
  onSlide,
}: {
  images: string[];
  srcSets?: (string | undefined)[];
  sizes?: string;
  alt: (i: number) => string;
  onSlide: (i: number) => void;
}) {
  const t = useTranslations('catalogProduct');
  return (
    <Swiper
      modules={[Navigation, Pagination, Keyboard, A11y]}
      navigation={images.length > 1}
      pagination={images.length > 1 ? { clickable: true } : false}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{ prevSlideMessage: t('prevImage'), nextSlideMessage: t('nextImage') }}
      allowTouchMove
      onSlideChange={(s) => onSlide(s.activeIndex)}
      className="aspect-[4/3] rounded-lg border border-slate-200 bg-slate-50"
    >
      {images.map((src, i) => (
        <SwiperSlide key={src}>
          {/* eslint-disable-next-line @next/next/no-img-element -- seeded SVGs are served as-is from /media */}
          <img
            src={src}
            srcSet={srcSets?.[i]}
            sizes={srcSets?.[i] ? sizes : undefined}
            alt={alt(i)}
            width={800}
            height={600}
            className="h-full w-full object-contain"
            loading={i === 0 ? 'eager' : 'lazy'}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

/** Fullscreen mode (spec §2): swiping disabled, zoom enabled (spec §9: default 3, from 1.1 to 5 in steps of 0.1). */
export function Fullscreen({
  images,
  alt,
  start,
  onClose,
}: {
  images: string[];
  alt: (i: number) => string;
  start: number;
  onClose: () => void;
}) {
  const t = useTranslations('catalogProduct');
  const [ratio, setRatio] = useState<number>(ZOOM.default);
  const [zoomed, setZoomed] = useState(false);
  const swiper = useRef<SwiperType | null>(null);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  const apply = (z: number, on: boolean) => {
    const s = swiper.current;
    if (!s) return;
    if (on) s.zoom.in(z);
    else s.zoom.out();
  };

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('fullscreen')}
      className="fixed inset-0 z-50 flex flex-col bg-slate-950/95 text-white"
      data-testid="gallery-dialog"
    >
      <div className="flex flex-wrap items-center gap-3 p-3">
        <button
          type="button"
          className="btn bg-white/10 hover:bg-white/20"
          aria-pressed={zoomed}
          onClick={() => {
            apply(ratio, !zoomed);
            setZoomed(!zoomed);
          }}
          data-testid="zoom-toggle"
        >
          {zoomed ? <ZoomOut aria-hidden="true" size={18} /> : <ZoomIn aria-hidden="true" size={18} />}
          {zoomed ? t('zoomOut') : t('zoomIn')}
        </button>
        <label className="flex items-center gap-2 text-sm">
          {t('zoomLevel')}
          <input
            type="range"
            min={ZOOM.min}
            max={ZOOM.max}
            step={ZOOM.step}
            value={ratio}
            onChange={(e) => {
              const z = clampZoom(Number(e.target.value));
              setRatio(z);
              setZoomed(true);
              apply(z, true);
            }}
            data-testid="zoom-range"
          />
          <output className="w-10 tabular-nums">{ratio.toFixed(1)}×</output>
        </label>
        <button
          ref={close}
          type="button"
          className="btn ml-auto bg-white/10 hover:bg-white/20"
          onClick={onClose}
        >
          <X aria-hidden="true" size={18} /> {t('closeFullscreen')}
        </button>
      </div>
      <Swiper
        modules={[Navigation, Pagination, Keyboard, Zoom, A11y]}
        initialSlide={start}
        allowTouchMove={false}
        zoom={{ maxRatio: ZOOM.max, minRatio: ZOOM.min, toggle: false }}
        navigation={images.length > 1}
        pagination={images.length > 1 ? { clickable: true } : false}
        keyboard={{ enabled: true }}
        a11y={{ prevSlideMessage: t('prevImage'), nextSlideMessage: t('nextImage') }}
        onSwiper={(s) => {
          swiper.current = s;
        }}
        onSlideChange={() => setZoomed(false)}
        className="min-h-0 w-full flex-1"
      >
        {images.map((src, i) => (
          <SwiperSlide key={src} zoom>
            {/* eslint-disable-next-line @next/next/no-img-element -- seeded SVGs are served as-is from /media */}
            <img src={imageAt(src, 1600)} alt={alt(i)} className="max-h-full max-w-full object-contain" />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
