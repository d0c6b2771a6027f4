// Makes sure a Chromium for the browser tests exists. Browser downloads cannot work on these
// machines, so this uses Debian's package: installed with apt-get when running as root.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `No Chromium at ${chromiumPath}: install Debian's "chromium" package or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log(`No Chromium at ${chromiumPath}; installing Debian's chromium package...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(chromiumPath)) {
    console.error(`apt-get finished but ${chromiumPath} is still missing: set CHROMIUM_PATH.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
