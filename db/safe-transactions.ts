import type postgres from 'postgres';

/**
 * Transactions that stop touching their connection once it is gone.
 *
 * postgres.js (3.4.9) keeps sending a transaction's statements to the connection it reserved after
 * that connection closed: the callback's next statement, and its own ROLLBACK or COMMIT once the
 * callback settles (upstream porsager/postgres#1208 and #1155, not fixed in a release). A small write
 * then lands on a null socket from a setImmediate (`uncaughtException: TypeError: Cannot read
 * properties of null (reading 'write')`), or, when the pool already reopened that connection, the
 * ROLLBACK is written ahead of the start-up message: PostgreSQL waits for the rest of a start-up
 * packet that never comes, and every query queued on that connection fails with CONNECT_TIMEOUT
 * after DATABASE_CONNECT_TIMEOUT. After a restart under load that kept errors going for 19 s.
 *
 * postgres.js rejects the transaction (`begin`'s promise) the moment its connection closes. From
 * then on this wrapper refuses the callback's statements itself, and never lets the callback settle,
 * so postgres.js sends nothing more on that connection. The caller still gets the rejection
 * (CONNECTION_CLOSED, answered 503), and the connection itself is reopened by the pool as usual.
 */
type TransactionState = { lost: boolean };
type Callback = (sql: postgres.TransactionSql) => unknown;

const never = new Promise<never>(() => {});

function connectionLost(): Error {
  return Object.assign(new Error('The database connection of this transaction closed'), {
    code: 'CONNECTION_CLOSED',
  });
}

/** Runs the callback; once the connection is lost, neither its result nor its failure is handed back. */
async function runGuarded(
  sql: postgres.TransactionSql,
  fn: Callback,
  state: TransactionState,
): Promise<unknown> {
  let result: unknown;
  try {
    result = await fn(guardStatements(sql, state));
  } catch (error) {
    // A closing connection fails the statement first and rejects the transaction a few microtasks
    // later: wait for one macrotask so `state.lost` is known before postgres.js would send ROLLBACK.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (state.lost) return never;
    throw error;
  }
  // A close is an I/O event: had one happened since the callback's last statement, the rejection
  // that sets `lost` would already have run, and none can come between this check and the COMMIT.
  if (state.lost) return never;
  return result;
}

/** The transaction's `sql`, refusing statements (and savepoints) once the connection is lost. */
function guardStatements(sql: postgres.TransactionSql, state: TransactionState): postgres.TransactionSql {
  const refuse = () => {
    if (state.lost) throw connectionLost();
  };
  return new Proxy(sql, {
    apply(target, thisArg, args: unknown[]) {
      refuse();
      return Reflect.apply(target, thisArg, args) as unknown;
    },
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (prop === 'unsafe' || prop === 'file') {
        return (...args: unknown[]) => {
          refuse();
          return Reflect.apply(value as (...a: unknown[]) => unknown, target, args) as unknown;
        };
      }
      if (prop === 'savepoint') {
        return (...args: unknown[]) => {
          refuse();
          const fn = args.pop() as Callback;
          return Reflect.apply(value as (...a: unknown[]) => unknown, target, [
            ...args,
            (inner: postgres.TransactionSql) => runGuarded(inner, fn, state),
          ]) as unknown;
        };
      }
      return value;
    },
  });
}

/** The client with `begin` guarded as described above; everything else is the client itself. */
export function withSafeTransactions<T extends postgres.Sql>(client: T): T {
  const begin = (...args: unknown[]) => {
    const fn = args.pop() as Callback;
    const state: TransactionState = { lost: false };
    const transaction = Reflect.apply(client.begin, client, [
      ...args,
      (sql: postgres.TransactionSql) => runGuarded(sql, fn, state),
    ]) as Promise<unknown>;
    // While the callback is pending this rejects only when the connection closed (postgres.js races
    // the callback against its connection's close); afterwards `lost` no longer matters.
    transaction.catch(() => {
      state.lost = true;
    });
    return transaction;
  };
  return new Proxy(client, {
    get: (target, prop, receiver) =>
      prop === 'begin' ? begin : (Reflect.get(target, prop, receiver) as unknown),
  });
}
