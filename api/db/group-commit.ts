/**
 * Group commit on SQLite (decision 0141): transactions that arrive together share one real
 * transaction and one fsync. Each Kysely transaction runs in its own SAVEPOINT inside a shared
 * BEGIN … COMMIT; a failing one rolls back to its savepoint alone. Each is acknowledged (its
 * `execute()` returns) only after the shared COMMIT returned; if the COMMIT fails, every member
 * of the batch fails. A query outside a transaction that runs while a batch is open joins it
 * too: its result is handed over only after the COMMIT, so nobody sees (or builds on) a change
 * that is not durable yet.
 *
 * The batch commits as soon as nobody waits for the connection (a lone write never waits), or
 * when it holds `maxSize` members or is `maxWaitMs` old.
 *
 * This wraps Kysely's own SQLite driver: the one connection is handed out under a FIFO queue
 * of our own (which knows who waits), and released early by a member that waits for its commit.
 */
import { CompiledQuery, SqliteDialect, type DatabaseConnection, type Driver, type QueryResult, type TransactionSettings } from 'kysely';
import type { QueryCompiler } from 'kysely';

export interface GroupCommitLimits {
  /** members of one batch at most */
  maxSize: number;
  /** a batch older than this commits at the next hand-over, whoever waits */
  maxWaitMs: number;
}

export const GROUP_COMMIT_LIMITS: GroupCommitLimits = { maxSize: 64, maxWaitMs: 4 };

const SAVEPOINT = 'group_commit_member';
const raw = (text: string) => CompiledQuery.raw(text);

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
  /** the connection was handed back early (a member waiting for its commit) */
  released = false;
  /** inside a member's savepoint */
  inMember = false;
  /** the member's savepoint was released and it waits for (or got) its commit */
  joined = false;

  constructor(
    readonly driver: GroupCommitDriver,
    readonly connection: DatabaseConnection,
  ) {}

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

  constructor(
    private readonly inner: Driver,
    private readonly state: TransactionState,
    private readonly limits: GroupCommitLimits = GROUP_COMMIT_LIMITS,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#queue.lock();
    return new Lease(this, await this.inner.acquireConnection());
  }

  async beginTransaction(lease: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    const { connection } = asLease(lease);
    if (!this.#batch) {
      await connection.executeQuery(raw('begin'));
      this.#batch = new Batch();
    }
    await connection.executeQuery(raw(`savepoint ${SAVEPOINT}`));
    asLease(lease).inMember = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = asLease(connection);
    await lease.connection.executeQuery(raw(`release ${SAVEPOINT}`));
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
      await lease.connection.executeQuery(raw(`rollback to ${SAVEPOINT}`));
      await lease.connection.executeQuery(raw(`release ${SAVEPOINT}`));
    } catch (error) {
      // SQLite ended the whole transaction itself (e.g. a full disk): the batch is lost
      if (this.state.inTransaction) throw error;
      this.#batch?.failed(error);
      this.#batch = undefined;
    }
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.savepoint!(asLease(connection).connection, name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.rollbackToSavepoint!(asLease(connection).connection, name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.releaseSavepoint!(asLease(connection).connection, name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lease = asLease(connection);
    if (!lease.released) await this.#handOver(lease);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }

  /** A query on a lease: outside a member while a batch is open, its result waits for the COMMIT. */
  async execute<R>(lease: Lease, query: CompiledQuery): Promise<QueryResult<R>> {
    if (lease.released) await this.#retake(lease);
    const result = await lease.connection.executeQuery<R>(query);
    if (!lease.inMember && this.#batch) await this.#waitForCommit(lease);
    return result;
  }

  /** A streamed query sees committed data only: an open batch commits first. */
  async *stream<R>(lease: Lease, query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (lease.released) await this.#retake(lease);
    if (!lease.inMember && this.#batch) await this.#commit(lease.connection);
    yield* lease.connection.streamQuery<R>(query, chunkSize);
  }

  /** Joins the open batch, hands the connection over, and returns once the batch committed. */
  async #waitForCommit(lease: Lease): Promise<void> {
    const committed = this.#batch!.join();
    await this.#handOver(lease);
    await committed;
  }

  /** Hands the connection to the next in line, committing the batch first unless someone may join it. */
  async #handOver(lease: Lease): Promise<void> {
    lease.released = true;
    try {
      const batch = this.#batch;
      if (batch && (this.#queue.waiting === 0 || batch.size >= this.limits.maxSize || performance.now() - batch.openedAt >= this.limits.maxWaitMs)) {
        await this.#commit(lease.connection);
      }
    } finally {
      await this.inner.releaseConnection(lease.connection);
      this.#queue.unlock();
    }
  }

  /** COMMIT of the open batch: every member acknowledged, or every member failed. */
  async #commit(connection: DatabaseConnection): Promise<void> {
    const batch = this.#batch!;
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

  /** A lease handed over early takes the connection again (a further query on it). */
  async #retake(lease: Lease): Promise<void> {
    await this.#queue.lock();
    await this.inner.acquireConnection();
    lease.released = false;
  }
}

function asLease(connection: DatabaseConnection): Lease {
  if (!(connection instanceof Lease)) throw new Error('group commit: a connection not handed out by this driver');
  return connection;
}

/** Kysely's SQLite dialect with its driver wrapped in group commit. */
export class GroupCommitSqliteDialect extends SqliteDialect {
  constructor(
    config: ConstructorParameters<typeof SqliteDialect>[0],
    private readonly state: TransactionState,
    private readonly limits: GroupCommitLimits = GROUP_COMMIT_LIMITS,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new GroupCommitDriver(super.createDriver(), this.state, this.limits);
  }
}
