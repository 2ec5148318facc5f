import { describe, expect, it } from "vitest";
import en from "../i18n/en.json";
import { flattenCatalog } from "../i18n/flatten";
import zh from "../i18n/zh-CN.json";
import { API_MESSAGE_KEYS, codeErrorMessage, HTTP_STATUS_MESSAGE_KEYS, httpErrorMessage } from "./messages";

const english = flattenCatalog(en);
const t = (key: string) => english[key] ?? `missing:${key}`;

describe("httpErrorMessage", () => {
  it("uses the server message for 400", () => {
    expect(httpErrorMessage(400, "email is required", t)).toBe("email is required");
    expect(httpErrorMessage(400, "  ", t)).toBe("Operation failed, system exception!");
  });

  it("maps the status table of docs/product.md#http-status-messages", () => {
    expect(httpErrorMessage(401, "ignored", t)).toBe(
      "User does not have permission (token, username, wrong password)!",
    );
    expect(httpErrorMessage(403, undefined, t)).toBe("User is authorized, but access is forbidden!");
    expect(httpErrorMessage(404, undefined, t)).toBe("Network request error, the resource was not found!");
    expect(httpErrorMessage(405, undefined, t)).toBe("Network request error, the resource was not found!");
    expect(httpErrorMessage(408, undefined, t)).toBe("network request timed out!");
    expect(httpErrorMessage(429, undefined, t)).toBe("Too many requests, please try again later!");
    expect(httpErrorMessage(500, undefined, t)).toBe("Server error, please contact administrator!");
    expect(httpErrorMessage(501, undefined, t)).toBe("network not implemented!");
    expect(httpErrorMessage(502, undefined, t)).toBe("Network Error!");
    expect(httpErrorMessage(503, undefined, t)).toBe(
      "The service is unavailable, the server is temporarily overloaded or maintained!",
    );
    expect(httpErrorMessage(504, undefined, t)).toBe("network timeout!");
    expect(httpErrorMessage(505, undefined, t)).toBe("The http version does not support the request!");
  });

  it("falls back to the server message, then the generic message", () => {
    expect(httpErrorMessage(409, "Already exists", t)).toBe("Already exists");
    expect(httpErrorMessage(418, undefined, t)).toBe("Operation failed, system exception!");
  });
});

describe("codeErrorMessage", () => {
  it("prefers the server message", () => {
    expect(codeErrorMessage("Your creation quota is full", t)).toBe("Your creation quota is full");
    expect(codeErrorMessage("", t)).toBe("Operation failed, system exception!");
  });
});

describe("message keys", () => {
  it("exist and are non-empty in both catalogs", () => {
    const chinese = flattenCatalog(zh);
    for (const key of [...Object.values(API_MESSAGE_KEYS), ...Object.values(HTTP_STATUS_MESSAGE_KEYS)]) {
      expect(english[key], key).toBeTruthy();
      expect(chinese[key], key).toBeTruthy();
    }
  });
});
