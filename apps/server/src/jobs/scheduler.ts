import type { FastifyBaseLogger } from "fastify";

export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<number | undefined>;
}

/**
 * The embedded background-job runner: each job runs on a timer inside this process, never twice at
 * once. Jobs must be safe to run from several instances (they claim work with SKIP LOCKED), so the
 * same runner serves a scaled-out deployment on PostgreSQL.
 */
export function startJobs(jobs: Job[], log: FastifyBaseLogger) {
  const timers = jobs.map((job) => {
    let running: Promise<void> | null = null;
    const tick = () => {
      if (running) return;
      running = job
        .run()
        .then((done) => {
          if (done) log.info({ job: job.name, done }, "background job finished work");
        })
        .catch((error: unknown) => log.error({ err: error, job: job.name }, "background job failed"))
        .finally(() => {
          running = null;
        });
    };
    tick();
    return { timer: setInterval(tick, job.everyMs), current: () => running };
  });
  return {
    /** Stops the timers and waits for jobs already running, so shutdown never cuts one in half. */
    async stop() {
      for (const { timer } of timers) clearInterval(timer);
      await Promise.all(timers.map(({ current }) => current()));
    },
  };
}
