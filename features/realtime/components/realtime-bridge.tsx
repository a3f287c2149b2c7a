'use client';

import { invalidateResource } from '@/lib/resource';
import { useRealtimeEvent, useVisitorUid } from '@/lib/realtime/react';
import {
  ORDER_CHANNEL,
  REALTIME_EVENTS,
  WINDOW_EVENTS,
  userChannel,
  type OrderMessage,
  type OrderUpdated,
  type StockChanged,
} from '@/lib/realtime/channels';

const SUCCESS_PAGE = /\/order\/[^/]+\/success\/?$/;

/**
 * Turns the realtime events of spec §4 into window events (and a cart reload) for whatever
 * feature shows the data: product cards, product page, configurator, cart and order page.
 */
export function RealtimeBridge() {
  const uid = useVisitorUid();

  useRealtimeEvent<StockChanged>(ORDER_CHANNEL, REALTIME_EVENTS.stockChanged, (data) => {
    window.dispatchEvent(new CustomEvent(WINDOW_EVENTS.stockChanged, { detail: data }));
  });
  useRealtimeEvent<OrderMessage>(ORDER_CHANNEL, REALTIME_EVENTS.orderMessage, (data) => {
    window.dispatchEvent(new CustomEvent(WINDOW_EVENTS.orderMessage, { detail: data }));
  });
  useRealtimeEvent<OrderUpdated>(
    uid ? userChannel(uid) : null,
    REALTIME_EVENTS.orderUpdated,
    (data) => {
      if (SUCCESS_PAGE.test(window.location.pathname)) return;
      void invalidateResource('cart');
      window.dispatchEvent(new CustomEvent(WINDOW_EVENTS.orderUpdated, { detail: data }));
    },
    { private: true },
  );
  return null;
}
