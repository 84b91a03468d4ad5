-- Sessions and API tokens carry a stamp of the account they were issued for (lib/auth/credentials.ts);
-- every instance keeps the accounts' current stamps in its read cache and drops them when the users
-- table changes, whoever changes it: a new password, new roles or a removed account end the
-- sessions issued before, on every instance.
CREATE TRIGGER users_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION table_changed_notify();
