import { describe, expect, it } from 'vitest';
import { accountBlock, prettyLine } from './log-output.ts';

describe('log lines in a terminal', () => {
  const at = new Date(2026, 10, 25, 10, 0, 7).getTime();

  it('reads a request line as time, level, what happened and the other fields', () => {
    const json = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'h',
      reqId: 'abc',
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
      responseTime: 3.4,
      msg: 'request completed',
    });
    expect(prettyLine(json, false)).toBe('10:00:07 INFO  request completed GET /api/health 200 3ms reqId=abc\n');
  });

  it('quotes text with spaces, colours the level only when asked, and passes non-JSON through', () => {
    const json = JSON.stringify({
      level: 40,
      time: at,
      msg: 'mail failed',
      subject: 'Your order',
      err: { type: 'Error' },
    });
    expect(prettyLine(json, false)).toBe('10:00:07 WARN  mail failed subject="Your order" err={"type":"Error"}\n');
    expect(prettyLine(json, true)).toContain('\u001b[33mWARN \u001b[0m');
    expect(prettyLine('plain text\n', false)).toBe('plain text\n');
  });
});

describe('the block a start prints', () => {
  it('frames the new admin account with the address, the sign-in page and how to reset it', () => {
    const block = accountBlock(
      'http://localhost:3000',
      { email: 'admin@shop.local', password: 'Kx7pQ2mZ9w' },
      'data/outbox',
      false,
    );
    const lines = block.split('\n').filter(Boolean);
    expect(lines[0]).toMatch(/^ {2}┌─+┐$/);
    expect(block).toContain('STREETWEAR MM is open at http://localhost:3000');
    expect(block).toMatch(/│ {3}email: {4}admin@shop\.local +│/);
    expect(block).toMatch(/password: Kx7pQ2mZ9w/);
    expect(block).toContain('http://localhost:3000/profile/loginPage');
    expect(block).toContain('data/outbox');
    // Every line of the frame is as wide as the others.
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });

  it('on later starts says only where the shop is', () => {
    const block = accountBlock('https://your.shop', undefined, undefined, false);
    expect(block).toContain('STREETWEAR MM is open at https://your.shop');
    expect(block).not.toContain('password');
  });
});
