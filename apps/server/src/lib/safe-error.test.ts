import { describe, expect, it } from 'vitest';
import { safeError } from './safe-error.ts';

describe('safeError', () => {
  it('keeps type, code and the first line, never the stack', () => {
    const error = Object.assign(new TypeError('boom\nsecond line'), { code: 'E_BOOM' });
    const logged = JSON.stringify(safeError(error));
    expect(safeError(error)).toEqual({ type: 'TypeError', code: 'E_BOOM', message: 'boom' });
    expect(logged).not.toContain('at ');
  });

  it("keeps only the database's reason for a failed query, never its SQL or parameters", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
    });
    const error = new Error('Failed query: insert into "users" ("password_hash") values ($1)\nparams: scrypt$abc', {
      cause,
    });
    const logged = JSON.stringify(safeError(error));
    expect(logged).toContain('23505');
    expect(logged).toContain('duplicate key value');
    expect(logged).not.toMatch(/insert into|password_hash|scrypt/);
  });

  it('says nothing of the query when the cause is missing', () => {
    expect(safeError(new Error('Failed query: select 1\nparams: secret'))).toEqual({
      type: 'Error',
      message: 'database query failed',
    });
  });
});
