import path from 'node:path';

/** Everything the server reads from the environment, in one place (README's configuration table). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  staticDir: string;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    staticDir: path.resolve(env.STATIC_DIR ?? path.join(repoRoot, 'packages/app/dist')),
  };
}
