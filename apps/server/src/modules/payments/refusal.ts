import { ResponseCode } from "@fable/contract";
import { AppError } from "../../errors.ts";
import type { MessageId } from "../../i18n/message-groups.ts";

/** A payment request refused for a business reason (code 1), with the message saying why. */
export const refusal = (said: MessageId) => new AppError(ResponseCode.FAILED, said);
