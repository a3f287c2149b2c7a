import { useState } from 'react';
import {
  QueryClient,
  useMutation as useMutationWith,
  useQuery as useQueryWith,
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

/**
 * react-query, the client's one path to server state, without a provider in the layout: the hooks here
 * pass the page's one client explicitly, so code outside components (a step machine, realtime events,
 * login) reaches the same cache. The shop's code imports these, not '@tanstack/react-query' (eslint
 * enforces it).
 */

/** A query's key and read together, for the component that shows it and the code that loads it first. */
export { queryOptions } from '@tanstack/react-query';

const DEFAULTS = { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } };

let browserClient: QueryClient | undefined;

/**
 * The browser's one client (mounted: paused mutations resume when back online); a new one per server
 * render. Code outside components (mutations' answers, realtime events, login) reaches the cache here.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return new QueryClient({ defaultOptions: DEFAULTS });
  if (!browserClient) {
    browserClient = new QueryClient({ defaultOptions: DEFAULTS });
    browserClient.mount();
  }
  return browserClient;
}

export function useQueryClient(): QueryClient {
  return useState(getQueryClient)[0];
}

export function useQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  return useQueryWith(options, useQueryClient());
}

export function useMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  return useMutationWith(options, useQueryClient());
}
