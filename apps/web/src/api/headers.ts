import { currentLanguage } from "../i18n";
import { gmtOffsetLabel } from "../lib/timeZone";
import { useAuthStore } from "../stores/auth";

/** Headers every API call carries: auth token when signed in, interface language, time zone. */
export function commonHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    "Accept-Language": currentLanguage(),
    "X-Time-Zone": gmtOffsetLabel(new Date().getTimezoneOffset()),
  };
  const token = useAuthStore.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
