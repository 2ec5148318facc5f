import { toast } from "sonner";

/** Toasts of the create flows last 2 s instead of the usual 3 (docs/product.md#app-frame). */
export const CREATE_TOAST_MS = 2000;

export const createToast = {
  error: (message: string) => toast.error(message, { duration: CREATE_TOAST_MS }),
  success: (message: string) => toast.success(message, { duration: CREATE_TOAST_MS }),
};
