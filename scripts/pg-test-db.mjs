#!/usr/bin/env node
// Creates (create URL) or drops (drop URL) a throw-away database next to the one in URL, so every run of
// the integration tests on PostgreSQL starts from an empty database whatever earlier runs left.
// `create` prints the new database's URL.
import postgres from 'postgres';

const [command, url] = process.argv.slice(2);
const admin = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 5 });
try {
  if (command === 'create') {
    const name = `thirumanam_test_${process.pid}_${Date.now()}`;
    await admin.unsafe(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    console.log(target.toString());
  } else if (command === 'drop') {
    const name = new URL(process.argv[4]).pathname.slice(1);
    if (!/^thirumanam_test_\d+_\d+$/.test(name)) throw new Error(`refusing to drop ${name}`);
    await admin.unsafe(`drop database if exists ${name} with (force)`);
  } else {
    throw new Error('usage: pg-test-db.mjs create URL | drop URL TEST_URL');
  }
} finally {
  await admin.end();
}
