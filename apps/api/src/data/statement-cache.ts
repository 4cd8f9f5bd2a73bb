import type Database from 'better-sqlite3';
import type { Db } from '../storage/sqlite';

/**
 * Statements for SQL assembled from fixed fragments (a list's filters and sort order), prepared
 * on first use and kept for the life of the app. The fragments never come from a request, so
 * the number of distinct statements is small and bounded.
 */
export function createStatementCache(db: Db): (sql: string) => Database.Statement {
  const statements = new Map<string, Database.Statement>();
  return (sql) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}
