import type { Db } from './client.ts';

/**
 * Statements that concurrent requests make one at a time, sent together: the items that arrive
 * while the event loop serves one round of sockets go out as one statement (one round trip; for a
 * write one commit and one WAL flush instead of one each). Used for the writes many people make at
 * once (symptoms, moods, issued chat replies, last-seen) and for the reads every open app makes
 * when an instance starts (sessions, usage facts). Each request still waits for its own result,
 * so no write is acknowledged before it is stored. With no other request about, an item goes out
 * alone on the next turn of the loop: batching costs a lone request nothing it would notice.
 *
 * At most MAX_IN_FLIGHT statements of one kind run at once (the pool serves the rest of the app
 * meanwhile); items that arrive while they run wait and go out together after. A statement that
 * fails is tried again item by item, so one bad item (its owner deleted a moment before) fails
 * its own request only.
 */
const MAX_ITEMS = 200;
const MAX_IN_FLIGHT = 2;

interface Waiting<In, Out> {
  item: In;
  resolve: (out: Out) => void;
  reject: (error: unknown) => void;
}

/** `write` stores the items in one statement and answers one result per item, in their order. */
export type BatchWrite<In, Out> = (db: Db, items: In[]) => Promise<Out[]>;

class WriteBatcher<In, Out> {
  private queue: Waiting<In, Out>[] = [];
  private inFlight = 0;
  private scheduled = false;
  private readonly db: Db;
  private readonly write: BatchWrite<In, Out>;
  constructor(db: Db, write: BatchWrite<In, Out>) {
    this.db = db;
    this.write = write;
  }

  submit(item: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  // setImmediate: after the sockets that are ready this turn have all been read, so the requests
  // they carry join the same statement.
  private schedule() {
    if (this.scheduled || this.inFlight >= MAX_IN_FLIGHT || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.inFlight < MAX_IN_FLIGHT && this.queue.length > 0) void this.flush(this.queue.splice(0, MAX_ITEMS));
    });
  }

  private async flush(batch: Waiting<In, Out>[]) {
    this.inFlight++;
    try {
      await this.settle(batch);
    } finally {
      this.inFlight--;
      this.schedule();
    }
  }

  private async settle(batch: Waiting<In, Out>[]) {
    try {
      const outs = await this.write(
        this.db,
        batch.map((w) => w.item),
      );
      batch.forEach((w, i) => w.resolve(outs[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // Which item the statement refused is not known: each goes again alone.
      await Promise.all(batch.map((w) => this.settle([w])));
    }
  }
}

/**
 * One batcher per database (as preparedPerDb, db/prepared.ts): `(db, item) => Promise<result>`,
 * the result `write` answered for that item.
 */
export function batchedPerDb<In, Out>(write: BatchWrite<In, Out>): (db: Db, item: In) => Promise<Out> {
  const byDb = new WeakMap<Db, WriteBatcher<In, Out>>();
  return (db, item) => {
    let batcher = byDb.get(db);
    if (!batcher) byDb.set(db, (batcher = new WriteBatcher(db, write)));
    return batcher.submit(item);
  };
}

let lastArrivalUs = 0;

/**
 * When a row arrived, for a `logged_at` (ISO 8601 with microseconds): the wall clock, strictly increasing on
 * this instance. Rows sent in one statement would share its now(), and the embedded database's
 * clock ticks in milliseconds, so her list (newest first by this time) would lose the order of
 * entries made close together; this keeps it.
 */
export function arrivalTime(): string {
  lastArrivalUs = Math.max(Date.now() * 1000, lastArrivalUs + 1);
  const ms = Math.floor(lastArrivalUs / 1000);
  return new Date(ms).toISOString().replace('Z', `${String(lastArrivalUs % 1000).padStart(3, '0')}Z`);
}
