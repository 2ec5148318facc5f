import type { MissionGroupId } from "@fable/contract";
import {
  botsCreated,
  charactersChatted,
  chatsShared,
  creatorsFollowed,
  emailValidated,
  messagesSent,
  type ProgressReader,
  repliesRegenerated,
  reviewsWritten,
} from "./progress.ts";

/** A task whose reward the user claims once it is done: daily ones each UTC day, special ones once. */
export interface ClaimableMission {
  id: string;
  groupId: Exclude<MissionGroupId, "referral">;
  /** How much must have happened in the period. */
  target: number;
  /** Credits granted on claiming. */
  reward: number;
  progress: ProgressReader;
}

/** Credits an inviter earns per invitee who really uses the product (spec §9: 50 per invitee). */
export const REFERRAL_REWARD = 50;

/** The referral task's id: its rewards are granted as invitees qualify, never claimed. */
export const REFERRAL_MISSION_ID = "referral_invite";

/**
 * The tasks, fixed in code (docs/product.md#tasks): small daily rewards for using the product today,
 * larger one-off ones for the steps that make a user stay (a validated email, a bot of their own, a
 * shared chat). The web names each by its id (tasks.mission.<id>.title / .description).
 */
export const MISSIONS: readonly ClaimableMission[] = [
  { id: "daily_messages", groupId: "daily", target: 10, reward: 5, progress: messagesSent },
  { id: "daily_characters", groupId: "daily", target: 3, reward: 3, progress: charactersChatted },
  { id: "daily_regenerate", groupId: "daily", target: 1, reward: 2, progress: repliesRegenerated },
  { id: "daily_follow", groupId: "daily", target: 1, reward: 2, progress: creatorsFollowed },
  { id: "special_validate_email", groupId: "special", target: 1, reward: 10, progress: emailValidated },
  { id: "special_create_bot", groupId: "special", target: 1, reward: 20, progress: botsCreated },
  { id: "special_share_chat", groupId: "special", target: 1, reward: 10, progress: chatsShared },
  { id: "special_follow", groupId: "special", target: 1, reward: 5, progress: creatorsFollowed },
  { id: "special_review", groupId: "special", target: 1, reward: 5, progress: reviewsWritten },
];

export function missionById(id: string): ClaimableMission | undefined {
  return MISSIONS.find((mission) => mission.id === id);
}
