// The usage module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
export {
  forgetPersonInUsage,
  type ModelCall,
  recordModelUsage,
  tokensOf,
  type UsageKind,
  usageByScene,
  usageOfMessage,
  usageOfScenes,
  usageOfUser,
} from "./model-usage.service.ts";
