import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { type Scope, userScope } from './scope';
import { StoreVersions } from './storeDay';

/**
 * This process's cache of what most requests read from the database: users' scopes and the stores'
 * data versions.
 * - The only process on its database (the embedded one) keeps them until a write through it `clear`s
 *   them.
 * - Processes sharing a PostgreSQL keep them for one value of `cache_generation` (migration 0010: every
 *   change they are read from bumps it), which each request reads with its session. A request that
 *   brings a newer value drops what was kept and reads again; one that brings an older value (read
 *   before a change this process has already seen) reads the database and keeps nothing.
 *   `shared: false` (PROCESS_CACHE=off) keeps nothing there: the load bench's line "process cache on
 *   vs off" compares the two.
 */
export class ProcessCache {
  private readonly versions = new StoreVersions();
  private readonly scopes = new Map<number, Scope>();
  /** Bumped by every clear: a scope read before it is not kept. */
  private cleared = 0;
  /**
   * The cache_generation what is kept belongs to (shared database only): it was read by requests that
   * had seen this value, so it holds at least every change up to it.
   */
  private generation = -1;

  constructor(
    private readonly singleProcess: boolean,
    /** Whether processes sharing a PostgreSQL keep anything (PROCESS_CACHE). */
    private readonly shared = true,
  ) {}

  /** The store versions a request with this cache_generation may use; null: read them with it. */
  storeVersions(cacheGeneration: number | null): StoreVersions | null {
    return this.usable(cacheGeneration) ? this.versions : null;
  }

  /** `userScope`, kept while it stays valid. */
  async scope(db: Kysely<DB>, userId: number, cacheGeneration: number | null): Promise<Scope> {
    if (!this.usable(cacheGeneration)) return userScope(db, userId);
    const hit = this.scopes.get(userId);
    if (hit) return hit;
    const cleared = this.cleared;
    const scope = await userScope(db, userId);
    if (cleared === this.cleared) this.scopes.set(userId, scope);
    return scope;
  }

  /** Drops everything kept (the next request's cache_generation is adopted, whichever it is). */
  clear(): void {
    this.versions.clear();
    this.scopes.clear();
    this.cleared++;
    this.generation = -1;
  }

  private usable(cacheGeneration: number | null): boolean {
    if (this.singleProcess) return true;
    if (!this.shared || cacheGeneration === null) return false;
    if (cacheGeneration > this.generation) {
      this.clear();
      this.generation = cacheGeneration;
    }
    return cacheGeneration === this.generation;
  }
}
