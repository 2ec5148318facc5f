import { ResponseCode } from "@fable/contract";
import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../api/errors";

/** Retry what a flaky network or an overloaded server caused, never an answer given on purpose. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiError)) return true;
  if (error.status === undefined) return error.code === ResponseCode.ERROR;
  return error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
