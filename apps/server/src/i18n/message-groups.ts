import {
  AccountFieldMessages,
  AuthMessages,
  CardMessages,
  CharacterMessages,
  ChatMessages,
  DiscoveryMessages,
  FeedbackMessages,
  JoybookMessages,
  LeaderboardMessages,
  RequestMessages,
  SearchMessages,
  ServerMessages,
  SocialMessages,
  SystemMessages,
  TrackingMessages,
} from "@fable/contract";

/** Every group of messages the server sends, as the contract words them (English, the spec's). */
export const MESSAGE_GROUPS = {
  AccountFieldMessages,
  AuthMessages,
  CardMessages,
  CharacterMessages,
  ChatMessages,
  DiscoveryMessages,
  FeedbackMessages,
  JoybookMessages,
  LeaderboardMessages,
  RequestMessages,
  SearchMessages,
  ServerMessages,
  SocialMessages,
  SystemMessages,
  TrackingMessages,
} as const;

/** A translation of every message of every group: the type makes a missing one a compile error. */
export type MessageCatalog = {
  [Group in keyof typeof MESSAGE_GROUPS]: { [Id in keyof (typeof MESSAGE_GROUPS)[Group]]: string };
};
