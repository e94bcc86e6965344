/**
 * Group commit on SQLite (decision 0141): transactions that arrive together share one real
 * transaction and one fsync. Each Kysely transaction runs in its own SAVEPOINT inside a shared
 * BEGIN … COMMIT; a failing one rolls back to its savepoint alone. Each is acknowledged (its
 * `execute()` returns) only after the shared COMMIT returned; if the COMMIT fails, every member
 * of the batch fails. A query outside a transaction that runs while a batch is open joins it
 * too: its result is handed over only after the COMMIT, so nobody sees (or builds on) a change
 * that is not durable yet.
 *
 * The batch commits once nobody waits for the connection, at the end of the event loop's
 * current turn (`setImmediate`): requests already read from their sockets in this turn reach
 * their writes first and join (decision 0153); a lone write commits in the same turn. It commits
 * at once when it holds `maxSize` members or is `maxWaitMs` old.
 *
 * With a reader (a second, read-only connection to the same file, decision 0153), a `select`
 * outside a transaction runs there at once: in WAL mode it sees the last COMMIT, i.e. only
 * acknowledged data, and it neither waits for nor holds up the open batch.
 *
 * This wraps Kysely's own SQLite driver: the one writing connection is handed out under a FIFO
 * queue of our own (which knows who waits), taken at a lease's first write or BEGIN, and
 * released early by a member that waits for its commit.
 */
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type QueryResult, type TransactionSettings } from 'kysely';
import type { QueryCompiler, SqliteDatabase } from 'kysely';

export interface GroupCommitLimits {
  /** members of one batch at most */
  maxSize: number;
  /** a batch older than this commits at the next hand-over, whoever waits */
  maxWaitMs: number;
}

export const GROUP_COMMIT_LIMITS: GroupCommitLimits = { maxSize: 64, maxWaitMs: 4 };

const SAVEPOINT = 'group_commit_member';
const raw = (text: string) => CompiledQuery.raw(text);

/** A statement that only reads: a `select` (Kysely's and the prepared hot statements' SQL text). */
export const isRead = (query: CompiledQuery): boolean => /^\s*select\s/i.test(query.sql);

/** The raw handle's one property we read: whether SQLite still has a transaction open. */
export interface TransactionState {
  readonly inTransaction: boolean;
}

/** A FIFO lock that knows how many wait. */
class Queue {
  #held = false;
  #waiting: Array<() => void> = [];

  get waiting(): number {
    return this.#waiting.length;
  }

  lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  unlock(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}

/** The members of the open shared transaction, each waiting for its COMMIT. */
class Batch {
  readonly openedAt = performance.now();
  /** its COMMIT waits for the end of the event loop's turn (GroupCommitDriver.#commitLater) */
  commitScheduled = false;
  readonly #acks: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];

  get size(): number {
    return this.#acks.length;
  }

  join(): Promise<void> {
    return new Promise((resolve, reject) => this.#acks.push({ resolve, reject }));
  }

  committed(): void {
    for (const ack of this.#acks) ack.resolve();
  }

  failed(error: unknown): void {
    for (const ack of this.#acks) ack.reject(error);
  }
}

/** One hand-over of the connection: a transaction or a single query. */
class Lease implements DatabaseConnection {
  /** holds the writing connection (taken at the first write or BEGIN, handed back early by a member waiting for its commit) */
  held = false;
  /** inside a member's savepoint */
  inMember = false;
  /** the member's savepoint was released and it waits for (or got) its commit */
  joined = false;

  constructor(readonly driver: GroupCommitDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute<R>(this, query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.driver.stream<R>(this, query, chunkSize);
  }
}

export class GroupCommitDriver implements Driver {
  readonly #queue = new Queue();
  #batch: Batch | undefined;
  #connection: DatabaseConnection | undefined;
  #readerConnection: DatabaseConnection | undefined;

  constructor(
    private readonly inner: Driver,
    private readonly state: TransactionState,
    private readonly limits: GroupCommitLimits = GROUP_COMMIT_LIMITS,
    private readonly reader?: Driver,
  ) {}

  async init(): Promise<void> {
    await this.inner.init();
    // Kysely's SQLite driver has one connection; ours are handed out under #queue
    this.#connection = await this.inner.acquireConnection();
    await this.inner.releaseConnection(this.#connection);
    if (this.reader) {
      await this.reader.init();
      // held for good: better-sqlite3 runs each statement to its end, so reads never interleave
      this.#readerConnection = await this.reader.acquireConnection();
    }
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(new Lease(this));
  }

  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    const lease = asLease(connection);
    await this.#take(lease);
    if (!this.#batch) {
      await this.#connection!.executeQuery(raw('begin'));
      this.#batch = new Batch();
    }
    await this.#connection!.executeQuery(raw(`savepoint ${SAVEPOINT}`));
    lease.inMember = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = asLease(connection);
    await this.#connection!.executeQuery(raw(`release ${SAVEPOINT}`));
    lease.inMember = false;
    lease.joined = true;
    await this.#waitForCommit(lease);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = asLease(connection);
    // a member whose COMMIT failed: the batch was rolled back already
    if (lease.joined) return;
    lease.inMember = false;
    try {
      await this.#connection!.executeQuery(raw(`rollback to ${SAVEPOINT}`));
      await this.#connection!.executeQuery(raw(`release ${SAVEPOINT}`));
    } catch (error) {
      // SQLite ended the whole transaction itself (e.g. a full disk): the batch is lost
      if (this.state.inTransaction) throw error;
      this.#batch?.failed(error);
      this.#batch = undefined;
    }
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.savepoint!(this.#held(connection), name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.rollbackToSavepoint!(this.#held(connection), name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.releaseSavepoint!(this.#held(connection), name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lease = asLease(connection);
    if (lease.held) await this.#handOver(lease);
  }

  async destroy(): Promise<void> {
    await this.reader?.destroy();
    await this.inner.destroy();
  }

  /**
   * A query on a lease. A read outside a transaction goes to the reader when there is one;
   * otherwise the query takes the writing connection, and outside a member while a batch is
   * open its result waits for the COMMIT.
   */
  async execute<R>(lease: Lease, query: CompiledQuery): Promise<QueryResult<R>> {
    if (!lease.held && this.#readerConnection && isRead(query)) return this.#readerConnection.executeQuery<R>(query);
    await this.#take(lease);
    const result = await this.#connection!.executeQuery<R>(query);
    if (!lease.inMember && this.#batch) await this.#waitForCommit(lease);
    return result;
  }

  /**
   * A streamed query sees committed data only: an open batch commits first. Always on the
   * writing connection, held while it streams (better-sqlite3 lets a connection with an open
   * iterator run nothing else, so the shared reader cannot stream).
   */
  async *stream<R>(lease: Lease, query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    await this.#take(lease);
    if (!lease.inMember && this.#batch) await this.#commit();
    yield* this.#connection!.streamQuery<R>(query, chunkSize);
  }

  /** The lease takes the writing connection (its first write or BEGIN, or a query after an early hand-over). */
  async #take(lease: Lease): Promise<void> {
    if (lease.held) return;
    await this.#queue.lock();
    lease.held = true;
  }

  #held(connection: DatabaseConnection): DatabaseConnection {
    if (!asLease(connection).held) throw new Error('group commit: a savepoint outside a transaction');
    return this.#connection!;
  }

  /** Joins the open batch, hands the connection over, and returns once the batch committed. */
  async #waitForCommit(lease: Lease): Promise<void> {
    const committed = this.#batch!.join();
    await this.#handOver(lease);
    await committed;
  }

  /**
   * Hands the connection to the next in line. A due batch commits first; one nobody waits to
   * join commits later (#commitLater).
   */
  async #handOver(lease: Lease): Promise<void> {
    lease.held = false;
    try {
      const batch = this.#batch;
      if (batch && this.#due(batch)) await this.#commit();
      else if (batch && this.#queue.waiting === 0) this.#commitLater(batch);
    } finally {
      this.#queue.unlock();
    }
  }

  /** Full or old. */
  #due(batch: Batch): boolean {
    return batch.size >= this.limits.maxSize || performance.now() - batch.openedAt >= this.limits.maxWaitMs;
  }

  /**
   * COMMIT of `batch` at `setImmediate`, after the event loop has run the callbacks that are
   * ready in this turn (requests already read from their sockets), which may join it first.
   */
  #commitLater(batch: Batch): void {
    if (batch.commitScheduled) return;
    batch.commitScheduled = true;
    const check = () => {
      if (this.#batch !== batch) return;
      void (async () => {
        await this.#queue.lock();
        try {
          if (this.#batch === batch) await this.#commit();
        } finally {
          this.#queue.unlock();
        }
      })().catch(() => undefined); // #commit failed every member with the error
    };
    setImmediate(check);
  }

  /** COMMIT of the open batch: every member acknowledged, or every member failed. */
  async #commit(): Promise<void> {
    const batch = this.#batch!;
    const connection = this.#connection!;
    this.#batch = undefined;
    try {
      await connection.executeQuery(raw('commit'));
    } catch (error) {
      try {
        if (this.state.inTransaction) await connection.executeQuery(raw('rollback'));
      } finally {
        batch.failed(error);
      }
      return;
    }
    batch.committed();
  }
}

function asLease(connection: DatabaseConnection): Lease {
  if (!(connection instanceof Lease)) throw new Error('group commit: a connection not handed out by this driver');
  return connection;
}

/**
 * Kysely's SQLite dialect with its driver wrapped in group commit; `reader`, a read-only
 * connection to the same file, serves the reads outside transactions.
 */
export class GroupCommitSqliteDialect extends SqliteDialect {
  constructor(
    config: ConstructorParameters<typeof SqliteDialect>[0],
    private readonly state: TransactionState,
    private readonly limits: GroupCommitLimits = GROUP_COMMIT_LIMITS,
    private readonly reader?: SqliteDatabase,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    const reader = this.reader ? new SqliteDriver({ database: this.reader }) : undefined;
    return new GroupCommitDriver(super.createDriver(), this.state, this.limits, reader);
  }
}
