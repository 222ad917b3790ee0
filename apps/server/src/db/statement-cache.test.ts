import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './database.js';

describe('SQLite statement cache', () => {
  const raw = new SqliteDatabase(':memory:');
  raw.exec('create table t (id integer primary key, v text); insert into t (v) values (\'a\'), (\'b\'), (\'c\')');

  it('hands out the prepared statement of a SQL text again, and a new one while it is being iterated', () => {
    const db = withStatementCache(raw, 2);
    const first = db.prepare('select v from t where id = ?');
    expect(db.prepare('select v from t where id = ?')).toBe(first);
    expect(first.all([2])).toEqual([{ v: 'b' }]);

    const iterating = db.prepare('select v from t order by id');
    const rows = iterating.iterate([]);
    rows.next();
    const meanwhile = db.prepare('select v from t order by id');
    expect(meanwhile).not.toBe(iterating);
    expect(meanwhile.all([])).toEqual([{ v: 'a' }, { v: 'b' }, { v: 'c' }]);
    rows.return?.();
  });

  it('keeps only the most recently used texts', () => {
    const db = withStatementCache(raw, 2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a); // 1 is now the most recent
    db.prepare('select 3'); // evicts 2
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
  });
});
