// npm run user -- create --email E --name N [--admin]     (password from stdin, or prompted)
// npm run user -- set-password --email E                  (password from stdin, or prompted)
// npm run user -- reset-mfa --email E                     (an admin who lost their authenticator)
import { createInterface } from 'node:readline';
import { AccountError, createUserFromCli, resetMfaFromCli, setPasswordFromCli } from '../src/services/users';
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
if (command !== 'create' && command !== 'set-password' && command !== 'reset-mfa') {
  fail(
    'Usage: npm run user -- create --email E --name N [--admin] | set-password --email E | reset-mfa --email E',
  );
}
if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) fail('--email is required and must be an e-mail address.');
const name = flag(args, 'name')?.trim();
if (command === 'create' && !name) fail('--name is required.');

const password = command === 'reset-mfa' ? '' : await readPassword();
const { database } = await openConfigured();
try {
  if (command === 'reset-mfa') {
    await resetMfaFromCli(database.db, { email }, new Date());
    console.log(`Two-factor authentication removed for ${email}; their sessions were ended.`);
  } else if (command === 'create') {
    const admin = args.includes('--admin');
    const { id } = await createUserFromCli(
      database.db,
      { email, name: name ?? email, admin, password },
      new Date(),
    );
    console.log(`Created ${admin ? 'admin' : 'user'} ${email} (id ${id}).`);
  } else {
    await setPasswordFromCli(database.db, { email, password }, new Date());
    console.log(`Password changed for ${email}; their sessions were ended.`);
  }
} catch (error) {
  if (error instanceof AccountError) fail(error.message);
  throw error;
} finally {
  await database.close();
}
