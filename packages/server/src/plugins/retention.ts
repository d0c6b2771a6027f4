// The retention job (services/retention.ts): at start and every hour, in every process (its deletes
// are idempotent).
import fp from 'fastify-plugin';
import { purgeExpired, RETENTION_EVERY_MS } from '../services/retention';

export const retentionPlugin = fp(
  async (app) => {
    const { db, clock, config } = app.ctx;
    const retention = async () => {
      try {
        const purged = await purgeExpired(db, clock(), {
          sessionIdleMs: config.sessionIdleMs,
          sessionAbsoluteMs: config.sessionAbsoluteMs,
          impersonationMs: config.impersonationMs,
          loginWindowMs: config.loginWindowMs,
          auditRetentionDays: config.auditRetentionDays,
        });
        app.log.info({ purged }, 'retention job');
      } catch (err) {
        app.log.error({ err }, 'retention job failed');
      }
    };
    const timer = setInterval(retention, RETENTION_EVERY_MS);
    timer.unref();
    app.addHook('onReady', retention);
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'retention', dependencies: ['context'] },
);
