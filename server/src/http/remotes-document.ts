import { readFileSync, statSync } from 'node:fs';
import { parseRemotes, type AppConfig } from '../config';

/** How often the remotes file is looked at, at most: a stat per request would cost every request. */
const FILE_CHECK_INTERVAL_MS = 1_000;

interface Log {
  warn(message: string): void;
}

/**
 * The configured remote entries: `REMOTES` (read at start), then the entries of `REMOTES_FILE`,
 * re-read when the file changes, so a team can point the product at a new build of its remote,
 * or back, without a restart. A file that cannot be read or parsed is logged and ignored, and
 * the last good one stays in use; a missing file has no entries.
 */
export class ConfiguredRemotes {
  private checkedAt = Number.NEGATIVE_INFINITY;
  private fileStamp = '';
  private merged: Record<string, string>;
  private changes = 0;

  constructor(
    private readonly config: Pick<AppConfig, 'remotes' | 'remotesFile'>,
    private readonly log: Log,
    private readonly now: () => number = Date.now,
    private readonly checkIntervalMs = FILE_CHECK_INTERVAL_MS,
  ) {
    this.merged = { ...config.remotes };
  }

  /** Remote name → manifest path or URL, the file's entries winning. Do not modify it. */
  entries(): Readonly<Record<string, string>> {
    this.refresh();
    return this.merged;
  }

  /** Changes when `entries()` changes, so a caller can keep what it derives from them. */
  get version(): number {
    this.refresh();
    return this.changes;
  }

  private use(fileEntries: Record<string, string>): void {
    this.merged = { ...this.config.remotes, ...fileEntries };
    this.changes += 1;
  }

  private refresh(): void {
    const now = this.now();
    if (now - this.checkedAt < this.checkIntervalMs) return;
    this.checkedAt = now;
    const file = this.config.remotesFile;
    let stamp: string;
    try {
      const stat = statSync(file);
      stamp = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        this.log.warn(`REMOTES_FILE ${file} cannot be read (${(error as Error).message}); keeping its last entries`);
        return;
      }
      stamp = 'missing';
    }
    if (stamp === this.fileStamp) return;
    this.fileStamp = stamp;
    if (stamp === 'missing') {
      this.use({});
      return;
    }
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      this.log.warn(`REMOTES_FILE ${file} cannot be read (${(error as Error).message}); keeping its last entries`);
      return;
    }
    const { remotes, problems } = parseRemotes(text.trim(), 'REMOTES_FILE');
    if (problems.length > 0) {
      this.log.warn(`${file} is ignored, its last entries stay in use: ${problems.join('; ')}`);
      return;
    }
    this.use(remotes);
  }
}

const byConfig = new WeakMap<object, ConfiguredRemotes>();

/** The one ConfiguredRemotes of a server (its config object), shared by the CSP and `/remotes.json`. */
export function configuredRemotes(config: Pick<AppConfig, 'remotes' | 'remotesFile'>, log: Log): ConfiguredRemotes {
  let remotes = byConfig.get(config);
  if (!remotes) {
    remotes = new ConfiguredRemotes(config, log);
    byConfig.set(config, remotes);
  }
  return remotes;
}
