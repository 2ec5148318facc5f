/**
 * The environment of a server of its own started against the mock model at `modelUrl`: its default
 * model is the mock's, and its database embedded PGlite even when the run has DATABASE_URL set.
 */
export const mockModelEnv = (modelUrl: string) => ({
  DATABASE_URL: "",
  LLM_BASE_URL: `${modelUrl}/v1`,
  LLM_API_KEY: "test",
  LLM_MODEL: "mock-model",
});
