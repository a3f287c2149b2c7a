'use client';

import { useEffect, useState, type ReactNode } from 'react';

/** Custom event other parts listen to (the chat opens on it). */
export const CHAT_TOGGLE_EVENT = 'shop:chat-toggle';

/** A toolbar button that opens or closes the chat. */
export function ChatToggle({
  className,
  label,
  children,
}: {
  className: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      onClick={() => window.dispatchEvent(new CustomEvent(CHAT_TOGGLE_EVENT))}
    >
      {children}
    </button>
  );
}

function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return past;
}

/**
 * The side toolbar's frame: faded out and inert (not focusable, not read) until the page has scrolled
 * past `after` pixels. Its buttons and links are rendered on the server (`children`).
 */
export function ScrollRevealed({
  after,
  label,
  className,
  children,
}: {
  after: number;
  label: string;
  className: string;
  children: ReactNode;
}) {
  const shown = useScrolledPast(after);
  return (
    <div
      role="toolbar"
      aria-label={label}
      className={`${className} transition-opacity ${shown ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      inert={!shown}
      data-testid="side-toolbar"
    >
      {children}
    </div>
  );
}

/** 'To the top', shown once the page has scrolled past `after` pixels. */
export function ScrollTopButton({
  after,
  className,
  label,
  children,
}: {
  after: number;
  className: string;
  label: string;
  children: ReactNode;
}) {
  const shown = useScrolledPast(after);
  if (!shown) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.scrollTo({ top: 0 })}
      aria-label={label}
    >
      {children}
    </button>
  );
}
