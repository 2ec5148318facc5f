/**
 * `write`: whoever holds a signed upload link, until it expires — the server signs a link for one
 * signed-in user, one key and one use, like a bucket's pre-signed URL, so the link is the permission.
 * `read`: anyone: stored pictures (avatars, card art, report screenshots) are public links, named by
 * unguessable keys.
 */
export type UploadAction = "write" | "read";

/** An upload link as the policy sees it: whether its signature is the server's, and when it expires. */
export interface UploadLink {
  signed: boolean;
  /** Seconds since the epoch. */
  expires: number;
}

export function canOnUpload(action: UploadAction, link: UploadLink | undefined, now: Date): boolean {
  if (action === "read") return true;
  return link?.signed === true && now.getTime() <= link.expires * 1000;
}
