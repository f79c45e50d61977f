import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogFn = FastifyBaseLogger['info'];
/** pino's loggers can say whether a level is written; Fastify's type leaves it out. */
type LevelledLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger whose pino child (the request id bound into it) is made the first time
 * something is logged at a level the parent writes. At the production level nothing is logged
 * for most requests, and making the child anyway was ~4 % of a cached catalogue answer.
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelledLogger,
    private readonly bindings: Bindings,
  ) {}

  get #logger(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings));
  }

  #write(level: Level, args: Parameters<LogFn>): void {
    if (this.parent.isLevelEnabled(level)) this.#logger[level](...args);
  }

  // Methods on the prototype: a request's logger costs one small object, no closures.
  fatal(...args: Parameters<LogFn>): void {
    this.#write('fatal', args);
  }
  error(...args: Parameters<LogFn>): void {
    this.#write('error', args);
  }
  warn(...args: Parameters<LogFn>): void {
    this.#write('warn', args);
  }
  info(...args: Parameters<LogFn>): void {
    this.#write('info', args);
  }
  debug(...args: Parameters<LogFn>): void {
    this.#write('debug', args);
  }
  trace(...args: Parameters<LogFn>): void {
    this.#write('trace', args);
  }
  silent(): void {}

  get level(): string {
    return this.parent.level;
  }

  isLevelEnabled(level: string): boolean {
    return this.parent.isLevelEnabled(level);
  }

  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.#logger.child(...args);
  }
}

/**
 * Fastify's `childLoggerFactory`: the lazy logger above, unless the route gives the child options
 * of its own (a log level, or serializers that keep a secret out of the logged URL: the child
 * must exist to carry them) or the logger is not pino's.
 */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const levelled = logger as Partial<LevelledLogger>;
  if (Object.keys(options).length || typeof levelled.isLevelEnabled !== 'function') {
    return logger.child(bindings, options);
  }
  return new LazyRequestLogger(logger as LevelledLogger, bindings) as unknown as FastifyBaseLogger;
}
