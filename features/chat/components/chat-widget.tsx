'use client';

import { Suspense, useEffect, useReducer, useRef } from 'react';
import { CHAT_TOGGLE_EVENT } from '@/components/layout/toolbar-controls';
import { lazyWithIntl } from '@/components/i18n/lazy-intl';

/**
 * The panel and the conversation (its websocket, forms and uploads) load when the chat first opens, not
 * with every page; both are asked for at once.
 */
const ChatPanel = lazyWithIntl(() => {
  // The panel's own lazy import of the conversation then finds it loading or loaded.
  void import('./chat-conversation').catch(() => undefined);
  return import('./chat-panel').then((m) => m.ChatPanel);
});

interface ChatFlags {
  open: boolean;
  /** The greeting shown as the conversation's first message; the toolbar toggles it before opening. */
  firstMessage: boolean;
}

function reduce(s: ChatFlags, a: 'toggle' | 'close'): ChatFlags {
  if (a === 'close') return { ...s, open: false };
  const firstMessage = !s.firstMessage;
  return { firstMessage, open: !s.open };
}

/** The floating chat panel, opened from the side or bottom toolbar (spec §2, §4). */
export function ChatWidget() {
  const [flags, dispatch] = useReducer(reduce, { open: false, firstMessage: false });
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const onToggle = () => {
      opener.current = document.activeElement;
      dispatch('toggle');
    };
    window.addEventListener(CHAT_TOGGLE_EVENT, onToggle);
    return () => window.removeEventListener(CHAT_TOGGLE_EVENT, onToggle);
  }, []);

  const close = () => {
    dispatch('close');
    if (opener.current instanceof HTMLElement) opener.current.focus();
  };

  if (!flags.open) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel greeting={flags.firstMessage} onClose={close} />
    </Suspense>
  );
}
