import { currentLanguage } from "../i18n";
import { deviceId } from "../lib/deviceId";
import { gmtOffsetLabel } from "../lib/timeZone";
import { useAuthStore } from "../stores/auth";

/** Headers every API call carries: auth token when signed in, interface language, time zone, device id. */
export function commonHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    "Accept-Language": currentLanguage(),
    "X-Time-Zone": gmtOffsetLabel(new Date().getTimezoneOffset()),
  };
  const device = deviceId();
  if (device) headers["X-Device-Id"] = device;
  const token = useAuthStore.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
