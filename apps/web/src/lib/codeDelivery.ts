/** Whether a CODE_DELIVERY config answer says codes are in the dev outbox; anything else reads as mail. */
export function readsCodesFromDevOutbox(config: unknown): boolean {
  return (
    typeof config === "object" && config !== null && (config as { dev_outbox?: unknown }).dev_outbox === true
  );
}

/**
 * The hint under the code field: where the code is when the server keeps it in its dev outbox,
 * otherwise the usual "check your spam folder" (production always sends mail).
 */
export function codeHintKey(devOutbox: boolean): "auth.noCodeDevOutbox" | "auth.noCode" {
  return devOutbox ? "auth.noCodeDevOutbox" : "auth.noCode";
}
