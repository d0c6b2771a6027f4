// npm run user -- create --email E --name N [--admin]     (password from stdin, or prompted)
// npm run user -- set-password --email E                  (password from stdin, or prompted)
import { createInterface } from 'node:readline';
import { hashPassword, passwordProblem } from '../src/auth/passwords';
import { fail, flag, openConfigured } from './cli';

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    return text.replace(/\r?\n$/, '');
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const out = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
  const ask = (q: string) =>
    new Promise<string>((resolve) => {
      rl.question(q, resolve);
      out._writeToOutput = () => {}; // hide what is typed
    });
  const first = await ask('Password: ');
  process.stdout.write('\n');
  const second = await ask('Repeat password: ');
  process.stdout.write('\n');
  rl.close();
  if (first !== second) fail('The passwords do not match.');
  return first;
}

const [command, ...args] = process.argv.slice(2);
const email = flag(args, 'email')?.trim().toLowerCase();
if (command !== 'create' && command !== 'set-password') {
  fail('Usage: npm run user -- create --email E --name N [--admin] | set-password --email E');
}
if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) fail('--email is required and must be an e-mail address.');
const name = flag(args, 'name')?.trim();
if (command === 'create' && !name) fail('--name is required.');

const password = await readPassword();
const problem = passwordProblem(password);
if (problem) fail(problem);
const passwordHash = await hashPassword(password);

const { database } = await openConfigured();
try {
  const db = database.db;
  const existing = await db
    .selectFrom('users')
    .select(['id'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
  if (command === 'create') {
    if (existing) fail(`A user with the e-mail ${email} already exists.`);
    const admin = args.includes('--admin');
    const row = await db
      .insertInto('users')
      .values({ email, name: name ?? email, admin, password_hash: passwordHash })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    console.log(`Created ${admin ? 'admin' : 'user'} ${email} (id ${row.id}).`);
  } else {
    if (!existing) fail(`No user with the e-mail ${email}.`);
    await db
      .updateTable('users')
      .set((eb) => ({ password_hash: passwordHash, version: eb('version', '+', 1) }))
      .where('id', '=', existing.id)
      .execute();
    await db.deleteFrom('sessions').where('user_id', '=', existing.id).execute();
    console.log(`Password changed for ${email}; their sessions were ended.`);
  }
} finally {
  await database.close();
}
