// npm run bench -w packages/server (after the CSV proxy bench), or alone: npm run bench:staffchat -w packages/server
// The staff chat's real-time delivery: the real server (src/server.ts) on the embedded database, 200
// Server-Sent Events clients (one per tab) of the two demo administrators (the staff chat is theirs),
// 10 tabs a session (a session may hold no more), 20 sessions, and an administrator posting 20
// messages per second to Announcements (every client's room) for 5 s. Each
// message's delivery latency is measured per client, from just before its POST to the parsed frame.
// Prints p50 / p99 / max against the target (p99 <= 100 ms on loopback), losses and duplicates, and the
// server's memory per 100 open streams (RSS with the clients minus RSS before them, per 100).
// BENCH_DATA_DIR keeps the seeded database between runs (shared with the CSV proxy bench).
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SseClient as Client, SseClient, type SseFrame } from '../test/sse';
import { rssMb, signIn, startBenchServer } from './process';

const dataDir = process.env.BENCH_DATA_DIR ?? path.join(tmpdir(), 'store-ops-bench-data');
const CLIENTS = Number(process.env.BENCH_STREAMS ?? 200);
const PER_SECOND = Number(process.env.BENCH_MESSAGES_PER_SECOND ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS_CHAT ?? 5);
const P99_TARGET_MS = 100;
const MEMORY_ROUNDS = 3;
const USERS = ['admin@example.com', 'ops@example.com'];
/** Tabs a session holds (the server's limit per session). */
const TABS_PER_SESSION = 10;
const SESSIONS = Math.ceil(CLIENTS / TABS_PER_SESSION);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The median of 10 RSS samples over 2 s (one sample can catch a garbage collection half done). */
async function steadyRss(pid: number | undefined): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 10; i++) {
    samples.push(rssMb(pid));
    await sleep(200);
  }
  return samples.sort((a, b) => a - b)[5] as number;
}
const pct = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;

const server = await startBenchServer({
  DATA_DIR: dataDir,
  STATIC_DIR: path.join(tmpdir(), 'store-ops-bench-no-static'),
  // One administrator posts all of it: far past a person's 30 a minute.
  STAFFCHAT_RATE_PER_MINUTE: '1000000',
  LOGIN_RATE_PER_MINUTE: '100000',
  ...(process.env.BENCH_LOG ? { LOG_LEVEL: 'info' } : {}),
});
const clients: Client[] = [];
try {
  console.log(`server ready in ${server.readyMs} ms (DATA_DIR ${dataDir})`);
  // Signed in one after another: each sign-in hashes a password (a burst would only time that).
  const cookies: string[] = [];
  for (let i = 0; i < SESSIONS; i++)
    cookies.push(await signIn(server.base, USERS[i % USERS.length] as string));
  const admin = cookies[0] as string;
  const rooms = (await (
    await fetch(`${server.base}/api/staffchat/rooms`, { headers: { cookie: admin } })
  ).json()) as { id: number; kind: string }[];
  const announcements = rooms.find((r) => r.kind === 'announcements')?.id;
  if (!announcements) throw new Error('no Announcements room');
  const post = (msg: string) =>
    fetch(`${server.base}/api/staffchat/rooms/${announcements}/messages`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ msg }),
    });
  // Warm the write and stream paths (and the server's JIT and heap) before measuring anything: a
  // round of CLIENTS streams receiving a few messages, then closed.
  const openAll = async (onFrame?: (client: () => Client) => (frame: SseFrame) => void) => {
    const opened: Client[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      let self: Client | undefined;
      const client = await SseClient.open(
        `${server.base}/api/staffchat/stream`,
        { cookie: cookies[Math.floor(i / TABS_PER_SESSION)] as string },
        onFrame?.(() => self as Client),
      );
      self = client;
      opened.push(client);
    }
    await Promise.all(opened.map((c) => c.untilLive(30_000)));
    return opened;
  };
  const warm = await openAll();
  for (let i = 0; i < 5; i++) await post(`warm-up ${i}`);
  await Promise.all(warm.map((c) => c.untilEvents(5, 10_000)));
  await Promise.all(warm.map((c) => c.close()));
  await sleep(2_000);

  // Latencies by message: sentAt[seq] (before its POST), and what each client saw.
  const sentAt: number[] = [];
  const latencies: number[] = [];
  const seen = new Map<Client, Set<number>>();
  let duplicates = 0;
  const onFrame = (client: () => Client) => (frame: SseFrame) => {
    if (frame.event !== 'message' || !frame.data) return;
    const match = /^bench (\d+)$/.exec((JSON.parse(frame.data) as { msg: string }).msg);
    if (!match) return;
    const seq = Number(match[1]);
    const mine = seen.get(client()) ?? new Set<number>();
    seen.set(client(), mine);
    if (mine.has(seq)) duplicates++;
    mine.add(seq);
    latencies.push(frame.at - (sentAt[seq] as number));
  };
  // Memory: RSS before the clients and with them, three times (the heap's own swings are of the same
  // order as what 200 streams cost); the median of the three differences. The last clients stay.
  const rounds: { before: number; with: number }[] = [];
  for (let round = 0; round < MEMORY_ROUNDS; round++) {
    const before = await steadyRss(server.child.pid);
    const opening = performance.now();
    const opened = await openAll(onFrame);
    if (round === MEMORY_ROUNDS - 1) {
      clients.push(...opened);
      console.log(
        `${CLIENTS} stream clients (${USERS.length} administrators, ${SESSIONS} sessions of ${TABS_PER_SESSION} tabs) open in ${(performance.now() - opening).toFixed(0)} ms`,
      );
    }
    await sleep(2_000);
    rounds.push({ before, with: await steadyRss(server.child.pid) });
    if (round < MEMORY_ROUNDS - 1) {
      await Promise.all(opened.map((c) => c.close()));
      await sleep(2_000);
    }
  }

  // 20 a second for 5 s, on a fixed schedule (a slow answer does not push the next post back).
  const total = PER_SECOND * SECONDS;
  const postTimes: number[] = [];
  const start = performance.now();
  const posts: Promise<void>[] = [];
  for (let seq = 0; seq < total; seq++) {
    const due = start + (seq * 1000) / PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    sentAt[seq] = performance.now();
    posts.push(
      post(`bench ${seq}`).then(async (res) => {
        if (res.status !== 201) throw new Error(`post ${seq}: ${res.status} ${await res.text()}`);
        postTimes.push(performance.now() - (sentAt[seq] as number));
      }),
    );
  }
  await Promise.all(posts);
  const expected = total * CLIENTS;
  const deadline = performance.now() + 10_000;
  while (latencies.length < expected && performance.now() < deadline) await sleep(50);
  const rssAfter = rssMb(server.child.pid);

  latencies.sort((a, b) => a - b);
  postTimes.sort((a, b) => a - b);
  const lost = expected - [...seen.values()].reduce((n, s) => n + s.size, 0);
  const p99 = pct(latencies, 0.99);
  const deltas = rounds.map((r) => r.with - r.before).sort((a, b) => a - b);
  const perHundred = ((deltas[Math.floor(deltas.length / 2)] as number) / CLIENTS) * 100;
  const ok = p99 <= P99_TARGET_MS && lost === 0 && duplicates === 0;
  console.log(
    `posted ${total} messages at ${PER_SECOND}/s over ${SECONDS} s to Announcements: POST p50 ${pct(postTimes, 0.5).toFixed(1)} ms, p99 ${pct(postTimes, 0.99).toFixed(1)} ms`,
  );
  console.log(
    `delivery to ${CLIENTS} clients (${latencies.length} of ${expected} events, lost ${lost}, duplicates ${duplicates}): p50 ${pct(latencies, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${(latencies.at(-1) ?? Number.NaN).toFixed(1)} ms (target p99 <= ${P99_TARGET_MS} ms)`,
  );
  console.log(
    `server RSS before -> with ${CLIENTS} clients, ${MEMORY_ROUNDS} rounds: ${rounds.map((r) => `${r.before.toFixed(0)} -> ${r.with.toFixed(0)} MB`).join(', ')}; ${rssAfter.toFixed(0)} MB after the run. Memory per 100 clients (median difference): ${perHundred.toFixed(1)} MB`,
  );
  console.log(
    `staff chat delivery target (p99 <= ${P99_TARGET_MS} ms, nothing lost or doubled): ${ok ? 'met' : 'NOT met'}`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await Promise.all(clients.map((c) => c.close()));
  await server.stop();
}
