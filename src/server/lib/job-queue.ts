/**
 * Background jobs kept in the database, by pg-boss (docs/decisions/0022-job-queue.md): on the
 * embedded PGlite as on PostgreSQL, through the app's own database connection. A job survives a
 * restart; one that fails is retried after a delay; one whose process died is failed by the
 * queue's upkeep once it expires, then retried.
 */
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

export interface JobQueueSettings {
  /** How often an idle worker asks for work. A job sent by this process wakes it at once. */
  pollingIntervalSeconds: number;
  /** Attempts after the first one. */
  retryLimit: number;
  /** Wait before a retry, doubled at each one (retryBackoff). */
  retryDelaySeconds: number;
  /**
   * A job still active after this long is taken as dead (its process was killed) and retried:
   * longer than the longest job may honestly take.
   */
  expireInSeconds: number;
  /** How often the queue's upkeep runs (expiry, archiving). */
  maintenanceIntervalSeconds: number;
  /** How often an instance looks for a scheduled run that is due (`every`). */
  cronWorkerIntervalSeconds: number;
}

/** A scheduled run still going after this long is taken as dead; the next one comes anyway. */
const SCHEDULED_EXPIRY_SECONDS = 15 * 60;

/**
 * Polls every 10 s (the embedded database answers one query at a time; a job sent here does not
 * wait for the poll), three retries from a minute apart, and four hours before a silent job is
 * taken for dead: a two-hour lecture in three qualities takes well under that on a small host.
 */
export const defaultJobQueueSettings: JobQueueSettings = {
  pollingIntervalSeconds: 10,
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 4 * 60 * 60,
  maintenanceIntervalSeconds: 120,
  cronWorkerIntervalSeconds: 15,
};

export interface JobContext {
  /** Aborted when the server closes: the job should stop quickly, to be retried later. */
  signal: AbortSignal;
  /** Whether this attempt is the last one the queue will make. */
  lastAttempt: boolean;
}
export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

interface Worker {
  name: string;
  handler: JobHandler<never>;
  id?: string;
  /** Cron expression (UTC) of work that runs on the clock rather than when sent. */
  cron?: string;
}

export function createJobQueue(
  database: Pick<Database, 'executeSql' | 'kind' | 'exclusively'>,
  log: FastifyBaseLogger,
  overrides: Partial<JobQueueSettings> = {},
) {
  const settings = { ...defaultJobQueueSettings, ...overrides };
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    // Scheduled work (`every`): each instance watches the clock, and the queue sends each
    // minute's run once, whichever instance sees it first.
    schedule: true,
    cronWorkerIntervalSeconds: settings.cronWorkerIntervalSeconds,
    maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  const workers = new Map<string, Worker>();
  const stopping = new AbortController();
  let started: Promise<void> | undefined;

  async function startWorker(worker: Worker) {
    // Scheduled work is not retried: its next run comes soon and does the same.
    const options = worker.cron
      ? { retryLimit: 0, expireInSeconds: SCHEDULED_EXPIRY_SECONDS }
      : {
          retryLimit: settings.retryLimit,
          retryDelay: settings.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: settings.expireInSeconds,
        };
    // At most one job per key waiting and one running: the same work is never done twice at once.
    await boss.createQueue(worker.name, { name: worker.name, policy: 'stately', ...options });
    // createQueue keeps an existing queue's options: these settings win.
    await boss.updateQueue(worker.name, { name: worker.name, ...options });
    if (worker.cron) await boss.schedule(worker.name, worker.cron);
    if (database.kind === 'pglite') await retryOrphans(worker.name);
    worker.id = await boss.work<never>(
      worker.name,
      { pollingIntervalSeconds: settings.pollingIntervalSeconds, includeMetadata: true },
      async ([job]) => {
        if (!job) return;
        const lastAttempt = job.retryCount >= job.retryLimit;
        try {
          await worker.handler(job.data, { signal: stopping.signal, lastAttempt });
        } catch (err) {
          log.error({ err, queue: worker.name, jobId: job.id, lastAttempt }, 'job failed');
          throw err;
        }
      },
    );
  }

  /**
   * The embedded database has one process: a job it finds active at start was running when the
   * last one died. It is failed now, so retried, rather than after its expiry.
   */
  async function retryOrphans(name: string) {
    const { rows } = await database.executeSql(
      `select id from pgboss.job where name = $1 and state = 'active'`,
      [name],
    );
    const ids = (rows as { id: string }[]).map((row) => row.id);
    if (ids.length) {
      log.warn({ queue: name, jobs: ids.length }, 'jobs left running by a stopped server retried');
      await boss.fail(name, ids);
    }
  }

  return {
    settings,

    /** Declares the worker of a queue; it starts with the queue. */
    define<T>(name: string, handler: JobHandler<T>) {
      workers.set(name, { name, handler: handler as JobHandler<never> });
    },

    /**
     * Declares work run on the clock (`cron`, UTC, to the minute): once per due minute across
     * every instance sharing the database, by whichever instance takes it.
     */
    every(name: string, cron: string, handler: (context: JobContext) => Promise<void>) {
      workers.set(name, { name, cron, handler: (_data: never, context) => handler(context) });
    },

    /** Creates the queue's tables (first time), then starts every worker. Once. */
    start(): Promise<void> {
      // One instance at a time: queues created at once by two would deadlock.
      started ??= database.exclusively('kelasi:job-queue', async () => {
        await boss.start();
        for (const worker of workers.values()) await startWorker(worker);
      });
      return started;
    },

    /**
     * Sends a job, unless one of the same key is already waiting; wakes this process's worker.
     * Answers the job's id, or null when it was already queued.
     */
    async send<T extends object>(name: string, data: T, key: string): Promise<string | null> {
      await this.start();
      const id = await boss.send(name, data, { singletonKey: key });
      const workerId = workers.get(name)?.id;
      if (workerId) boss.notifyWorker(workerId);
      return id;
    },

    /** The running jobs are told to stop (they fail, to be retried), then the workers end. */
    async stop() {
      if (!started) return;
      stopping.abort();
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },

    /** pg-boss itself, for tests that look at a job. */
    boss,
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
