import { describe, expect, it } from 'vitest';
import { capturedLogger as capture } from '../../test/support/log-lines.ts';
import { lazyRequestLogger } from './request-logger.ts';

describe('the request logger', () => {
  it('writes what its level lets through, each line with the request id', async () => {
    const { lines, logger } = capture('warn');
    const log = lazyRequestLogger(logger, { reqId: 'r-1' }, {});
    log.info('not written at warn');
    log.debug({ detail: 1 }, 'nor this');
    log.warn({ orderId: 'ORD-1' }, 'mail failed');
    log.error('broken');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((l) => [l.msg, l.reqId, l.orderId])).toEqual([
      ['mail failed', 'r-1', 'ORD-1'],
      ['broken', 'r-1', undefined],
    ]);
  });

  it('makes children that keep the request id, and says which levels are written', async () => {
    const { lines, logger } = capture('info');
    const log = lazyRequestLogger(logger, { reqId: 'r-2' }, {});
    expect(log.level).toBe('info');
    log.child({ part: 'mail' }).info('sent');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toMatchObject([{ msg: 'sent', reqId: 'r-2', part: 'mail' }]);
  });

  it('gives a route its own level and serializers through a real child', async () => {
    const { lines, logger } = capture('warn');
    const log = lazyRequestLogger(logger, { reqId: 'r-3' }, { level: 'debug' });
    log.debug('route at debug');
    const hiding = lazyRequestLogger(logger, { reqId: 'r-4' }, { serializers: { req: () => ({ url: '/hidden' }) } });
    hiding.warn({ req: { url: '/reset-password/u/secret-token' } }, 'incoming request');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toMatchObject([
      { msg: 'route at debug', reqId: 'r-3' },
      { msg: 'incoming request', reqId: 'r-4', req: { url: '/hidden' } },
    ]);
  });
});
