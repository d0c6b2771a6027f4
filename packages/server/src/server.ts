import { createApp } from './app';
import { readConfig } from './config';

const config = readConfig();
const app = await createApp({ config, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
await app.listen({ port: config.port, host: config.host });
