'use client';

import { getQueryClient } from '@/lib/query';
import { queryKeys } from '@/lib/query-keys';
import { useRealtimeEvent, useVisitorUid } from '@/lib/realtime/react';
import { emit } from '@/lib/realtime/events';
import { ORDER_CHANNEL, REALTIME_EVENTS, userChannel } from '@/lib/realtime/channels';

const SUCCESS_PAGE = /\/order\/[^/]+\/success\/?$/;

/**
 * Turns the realtime events of spec §4 into the shop's browser events (lib/realtime/events.ts, and a
 * cart reload) for whatever feature shows the data: product cards, product page, configurator, cart and
 * order page.
 */
export function RealtimeBridge() {
  const uid = useVisitorUid();

  useRealtimeEvent(ORDER_CHANNEL, REALTIME_EVENTS.stockChanged, (data) => {
    // What arrives over the wire is checked once here; listeners get a well-formed payload.
    if (Number.isInteger(data?.productId) && Number.isFinite(data?.quantity))
      emit('stock-changed', { productId: data.productId, quantity: data.quantity });
  });
  useRealtimeEvent(ORDER_CHANNEL, REALTIME_EVENTS.productChanged, (data) => {
    if (Number.isInteger(data?.productId) && Number.isFinite(data?.version))
      emit('product-changed', { productId: data.productId, version: data.version });
  });
  useRealtimeEvent(ORDER_CHANNEL, REALTIME_EVENTS.orderMessage, (data) => {
    emit('order-message', data);
  });
  useRealtimeEvent(
    uid ? userChannel(uid) : null,
    REALTIME_EVENTS.orderUpdated,
    (data) => {
      if (SUCCESS_PAGE.test(window.location.pathname)) return;
      void getQueryClient().invalidateQueries({ queryKey: queryKeys.cart });
      emit('order-updated', data ?? {});
    },
    { private: true },
  );
  return null;
}
