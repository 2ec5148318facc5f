import type { AdminPlanAnswer, GrantPlanRequest } from "@fable/contract";
import { planRoutes } from "@fable/contract/routes/plans";
import { useMutation } from "@tanstack/react-query";
import { api } from "../api";

/** POST /admin/plans/account: an account's plan and live subscription, by email. */
export const useLookUpPlan = () =>
  useMutation<AdminPlanAnswer, Error, string>({
    mutationFn: (email) => api.call(planRoutes.lookup, { body: { email } }),
  });

/** POST /admin/plans/grant. */
export const useGrantPlan = () =>
  useMutation<AdminPlanAnswer, Error, GrantPlanRequest>({
    mutationFn: (body) => api.call(planRoutes.grant, { body }),
  });

/** POST /admin/plans/end. */
export const useEndPlan = () =>
  useMutation<AdminPlanAnswer, Error, string>({
    mutationFn: (email) => api.call(planRoutes.end, { body: { email } }),
  });
