import { CodePurpose, type CodePurposeValue } from "@fable/contract";
import type { Language } from "../../context.ts";

/** The texts of verification emails and SMS, in the reader's language. */
const TEXTS = {
  en: {
    subject: {
      [CodePurpose.VERIFY_EMAIL]: "Your Fable verification code",
      [CodePurpose.RESET_PASSWORD]: "Reset your Fable password",
      [CodePurpose.PHONE_LOGIN]: "Fable sign-in code",
    },
    body: (code: string) =>
      `Your code is ${code}. It is valid for 10 minutes. If you did not ask for it, you can ignore this message.`,
  },
  "zh-CN": {
    subject: {
      [CodePurpose.VERIFY_EMAIL]: "你的 Fable 验证码",
      [CodePurpose.RESET_PASSWORD]: "重置你的 Fable 密码",
      [CodePurpose.PHONE_LOGIN]: "Fable 登录验证码",
    },
    body: (code: string) => `你的验证码是 ${code}，10 分钟内有效。如果不是你本人操作，请忽略此消息。`,
  },
} as const;

export function codeMessage(language: Language, purpose: CodePurposeValue, code: string) {
  const texts = TEXTS[language];
  return { subject: texts.subject[purpose], text: texts.body(code) };
}
