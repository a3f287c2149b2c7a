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
 * react-query for the components that need it (forms, account pages, checkout, chat), without a provider
 * in the layout: the hooks here pass the page's one client explicitly, so react-query (≈ 12 kB gzip) loads
 * with the first component that uses it rather than with every page. The shop's code imports these, not
 * '@tanstack/react-query' (eslint enforces it).
 */
const DEFAULTS = { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } };

let browserClient: QueryClient | undefined;

/** The browser's one client (mounted: paused mutations resume when back online); a new one per server render. */
function getQueryClient(): QueryClient {
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
