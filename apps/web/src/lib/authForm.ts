import { isCommonPassword } from "@fable/contract";
import {
  AUTH_MESSAGES,
  type AuthMessageId,
  EMAIL_PATTERN,
  isValidPassword,
  PHONE_PATTERN,
} from "./authRules";

/*
 * Client-side checks of the sign-in forms (docs/product.md#account-rules), answering with the id of the same
 * message the server would send, so a field shows one wording whichever side caught the mistake.
 */

export function emailError(email: string): AuthMessageId | null {
  const trimmed = email.trim();
  if (!trimmed) return "emailEmpty";
  if (trimmed.length > 254 || !EMAIL_PATTERN.test(trimmed)) return "emailFormat";
  return null;
}

export function passwordError(password: string): AuthMessageId | null {
  return isValidPassword(password) ? null : "passwordRule";
}

/**
 * A password being set (reset, change): the rule, and not one of the most common passwords. The
 * login form checks only the rule, since accounts that already have a common password still sign in.
 */
export function newPasswordError(password: string): AuthMessageId | null {
  return passwordError(password) ?? (isCommonPassword(password) ? "commonPassword" : null);
}

export function confirmError(password: string, confirmation: string): AuthMessageId | null {
  return password === confirmation ? null : "passwordsDiffer";
}

export function phoneError(phone: string): AuthMessageId | null {
  return PHONE_PATTERN.test(phone.trim()) ? null : "phoneFormat";
}

/** A form field a message belongs to. */
export type FormField = "email" | "password" | "confirm" | "code" | "phone";

/** Body fields of the auth calls, by the form field that edits them. */
const FIELD_BY_BODY_KEY: Readonly<Record<string, FormField>> = {
  email: "email",
  userPwd: "password",
  newPwd: "password",
  confirmPwd: "confirm",
  authCode: "code",
  code: "code",
  phone: "phone",
};

const FIELD_BY_MESSAGE: Partial<Record<AuthMessageId, FormField>> = {
  emailFormat: "email",
  emailEmpty: "email",
  passwordRule: "password",
  passwordsDiffer: "confirm",
  commonPassword: "password",
  wrongCode: "code",
  codeExpired: "code",
  codeTooManyTries: "code",
  phoneFormat: "phone",
  wrongPassword: "password",
  emailTaken: "email",
  smsNotConfigured: "phone",
};

const ID_BY_TEXT = new Map(
  Object.entries(AUTH_MESSAGES).map(([id, text]) => [text.toLowerCase(), id as AuthMessageId]),
);

export interface ServerMessage {
  /** The form field the message is about, when it names one or is known to be about one. */
  field: FormField | null;
  /** The known message, for showing it in the reader's language. */
  id: AuthMessageId | null;
  /** The message without its "body.field: " prefix, shown as it is when the id is unknown. */
  text: string;
}

/**
 * Reads a server message such as "body.email: The format of the email address is incorrect" (bad
 * input names the field) or "Incorrect email or password" (a business failure).
 */
export function readServerMessage(message: string): ServerMessage {
  const trimmed = message.trim();
  const prefixed = /^(?:body|query|querystring|params)\.([A-Za-z.]+):\s*(.+)$/s.exec(trimmed);
  const bodyKey = prefixed?.[1] ?? null;
  const text = prefixed?.[2]?.trim() ?? trimmed;
  const id = ID_BY_TEXT.get(text.replace(/[.!。！]+$/, "").toLowerCase()) ?? null;
  const field = (bodyKey ? FIELD_BY_BODY_KEY[bodyKey] : undefined) ?? (id ? FIELD_BY_MESSAGE[id] : undefined);
  return { field: field ?? null, id, text };
}

/** i18n keys of the auth messages, so each shows in the reader's language. */
export const AUTH_MESSAGE_KEYS: Readonly<Record<AuthMessageId, string>> = {
  emailFormat: "auth.messages.emailFormat",
  emailEmpty: "auth.messages.emailEmpty",
  passwordRule: "auth.messages.passwordRule",
  passwordsDiffer: "auth.messages.passwordsDiffer",
  commonPassword: "auth.messages.commonPassword",
  wrongCode: "auth.messages.wrongCode",
  codeExpired: "auth.messages.codeExpired",
  codeTooManyTries: "auth.messages.codeTooManyTries",
  resendTooSoon: "auth.messages.resendTooSoon",
  dailyCodeLimit: "auth.messages.dailyCodeLimit",
  phoneFormat: "auth.messages.phoneFormat",
  wrongPassword: "auth.messages.wrongPassword",
  loginFailed: "auth.messages.loginFailed",
  tooManyAttempts: "auth.messages.tooManyAttempts",
  needLogin: "auth.messages.needLogin",
  loggedOut: "auth.messages.loggedOut",
  replacedSession: "auth.messages.replacedSession",
  oauthDisabled: "auth.messages.oauthDisabled",
  oauthOtherBrowser: "auth.messages.oauthOtherBrowser",
  accountRemoved: "auth.messages.accountRemoved",
  smsNotConfigured: "auth.messages.smsNotConfigured",
  emailTaken: "auth.messages.emailTaken",
};
