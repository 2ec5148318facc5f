const DEVICE_KEY = "fable_device_id";

/**
 * A random id per browser, kept in local storage: tracking tells visitors apart by it, and the API
 * receives it (X-Device-Id) so a referral between two accounts of one browser earns nothing.
 */
export function deviceId(): string | undefined {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}
