import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const toastMock = vi.hoisted(() => ({ error: vi.fn(), warning: vi.fn() }));
vi.mock("sonner", () => ({ toast: toastMock }));

import { initI18n } from "../i18n";
import { useAuthStore } from "../stores/auth";
import { request } from "./client";
import { setApiNavigator } from "./effects";
import { ApiError } from "./errors";
import { streamRequest } from "./stream";

const navigate = vi.fn();
const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  await initI18n();
  setApiNavigator(navigate);
});

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  navigate.mockReset();
  toastMock.error.mockReset();
  toastMock.warning.mockReset();
  useAuthStore.setState({ token: null });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("request", () => {
  it("unwraps the result of code 0 and sends the common headers", async () => {
    const stored = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    });
    useAuthStore.setState({ token: "tok-1" });
    fetchMock.mockResolvedValueOnce(json({ code: 0, message: "", result: { ok: true } }));
    await expect(request("GET", "/homePage/getContent", { query: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/^\/api\/homePage\/getContent\?a=1&_t=\d+$/);
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer tok-1");
    expect(headers["Accept-Language"]).toBe("en");
    expect(headers["X-Time-Zone"]).toMatch(/^GMT[+-]\d+(:\d\d)?$/);
    // The browser's own id, the same on every call (referrals compare it).
    expect(headers["X-Device-Id"]).toMatch(/^[0-9a-f-]{36}$/);
    fetchMock.mockResolvedValueOnce(json({ code: 0, message: "", result: { ok: true } }));
    await request("GET", "/homePage/getContent");
    const again = fetchMock.mock.calls[1]![1]!.headers as Record<string, string>;
    expect(again["X-Device-Id"]).toBe(headers["X-Device-Id"]);
  });

  it("sends JSON bodies without a cache buster on POST", async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 0, message: "", result: 1 }));
    await request("POST", "/user/login", { body: { email: "a@b.c" } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/user/login");
    expect(init?.body).toBe('{"email":"a@b.c"}');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it("throws the server message for other codes, or the generic message", async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 1, message: "Create failed", result: null }));
    const first = await failure(request("POST", "/x"));
    expect([first.code, first.message]).toEqual([1, "Create failed"]);
    fetchMock.mockResolvedValueOnce(json({ code: 2001, message: "", result: null }));
    expect((await failure(request("GET", "/x"))).message).toBe("Operation failed, system exception!");
  });

  it("logs out once per 2 seconds on codes 109/420/421", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    useAuthStore.setState({ token: "tok" });
    fetchMock.mockImplementation(async () => json({ code: 420, message: "", result: null }, 401));
    const errors = await Promise.all([failure(request("GET", "/a")), failure(request("GET", "/b"))]);
    expect(errors.map((error) => error.code)).toEqual([420, 420]);
    expect(useAuthStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith("/?login=1");
    expect(toastMock.error).toHaveBeenCalledWith("Please log in again");
    vi.advanceTimersByTime(2000);
    fetchMock.mockImplementation(async () =>
      json({ code: 109, message: "Session ended", result: null }, 401),
    );
    await failure(request("GET", "/c"));
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(toastMock.error).toHaveBeenLastCalledWith("Session ended");
  });

  it("shows the quota message with an upgrade offer and a Contact Us action on 490", async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 490, message: "Quota exceeded", result: null }, 429));
    const error = await failure(request("POST", "/x"));
    expect(error.code).toBe(490);
    const [message, options] = toastMock.warning.mock.calls[0]!;
    expect(message).toBe("Quota exceeded");
    expect([options.action.label, options.cancel.label]).toEqual(["Upgrade", "Contact Us"]);
    options.action.onClick();
    expect(navigate).toHaveBeenCalledWith("/billing?tab=plans");
    options.cancel.onClick();
    expect(navigate).toHaveBeenCalledWith("/contact");
  });

  it("offers the upgrade when the plan refuses (470)", async () => {
    fetchMock.mockResolvedValueOnce(
      json({ code: 470, message: "This needs a paid plan", result: null }, 403),
    );
    expect((await failure(request("POST", "/x"))).code).toBe(470);
    const [message, options] = toastMock.warning.mock.calls.at(-1)!;
    expect(message).toBe("This needs a paid plan");
    options.action.onClick();
    expect(navigate).toHaveBeenCalledWith("/billing?tab=plans");
  });

  it("maps HTTP statuses, using the server message for 400", async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 400, message: "email: invalid", result: null }, 400));
    expect((await failure(request("POST", "/x"))).message).toBe("email: invalid");
    fetchMock.mockResolvedValueOnce(new Response("<html>", { status: 502 }));
    const badGateway = await failure(request("GET", "/x"));
    expect([badGateway.status, badGateway.message]).toEqual([502, "Network Error!"]);
  });

  it("turns a network failure and a timeout into friendly errors", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect((await failure(request("GET", "/x"))).message).toBe(
      "Network resources are not available, please try again later",
    );
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        ),
    );
    const timeout = await failure(request("GET", "/slow", { timeoutMs: 10 }));
    expect(timeout.isTimeout).toBe(true);
    expect(timeout.message).toBe("Request timed out. Please refresh the page and try again!");
  });

  it("passes a caller's abort through untouched", async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    const pending = request("GET", "/x", { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("streamRequest", () => {
  function sse(text: string): Response {
    return new Response(text, { status: 200, headers: { "Content-Type": "text/event-stream" } });
  }

  it("reports deltas then done", async () => {
    fetchMock.mockResolvedValueOnce(
      sse(
        'event: delta\ndata: {"text":"Hi"}\n\nevent: delta\ndata: {"text":"!"}\n\nevent: done\ndata: {"id":"m1"}\n\n',
      ),
    );
    const deltas: string[] = [];
    const onDone = vi.fn();
    const onError = vi.fn();
    await streamRequest(
      "/v1/chat/streamChat",
      { botId: "b" },
      { onDelta: (t) => deltas.push(t), onDone, onError },
    );
    expect(deltas).toEqual(["Hi", "!"]);
    expect(onDone).toHaveBeenCalledWith({ id: "m1" });
    expect(onError).not.toHaveBeenCalled();
  });

  it("reports an error frame", async () => {
    fetchMock.mockResolvedValueOnce(
      sse('event: error\ndata: {"code":1,"message":"The server is congested"}\n\n'),
    );
    const onError = vi.fn();
    await streamRequest("/s", {}, { onDelta: vi.fn(), onDone: vi.fn(), onError });
    expect(onError.mock.calls[0]![0]).toMatchObject({ code: 1, message: "The server is congested" });
  });

  it("reports an envelope error answered before the stream starts", async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 400, message: "botId is required", result: null }, 400));
    const onError = vi.fn();
    await streamRequest("/s", {}, { onDelta: vi.fn(), onDone: vi.fn(), onError });
    expect(onError.mock.calls[0]![0]).toMatchObject({ message: "botId is required" });
  });
});
