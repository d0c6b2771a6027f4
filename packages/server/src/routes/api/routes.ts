import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerAdminRoutes } from './admin';
import { registerDashboardRoutes } from './dashboard';
import { registerListRoutes } from './lists';
import { registerMeRoutes } from './me';
import { registerPromptRoutes } from './prompts';
import { registerReportSettingsRoutes } from './reportSettings';

export function registerApiRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerListRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  registerDashboardRoutes(app, ctx);
  registerPromptRoutes(app, ctx);
  registerReportSettingsRoutes(app, ctx);
  registerMeRoutes(app, ctx);
}
