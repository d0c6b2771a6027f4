// The /api routes (import and the assistant's aside): one plugin per feature, each with its schemas,
// given the app's shared context through `app.ctx` and the staff chat's streams through the options.
import type { FastifyPluginAsync } from 'fastify';
import type { StaffChatHub } from '../../services/staffchatHub';
import { adminRoutes } from './admin';
import { dashboardRoutes } from './dashboard';
import { gridRoutes } from './grids';
import { listRoutes } from './lists';
import { meRoutes } from './me';
import { promptRoutes } from './prompts';
import { reportSettingsRoutes } from './reportSettings';
import { staffChatRoutes } from './staffchat';
import { staffChatStreamRoutes } from './staffchatStream';

export interface ApiRoutesOptions {
  staffChatHub: StaffChatHub;
}

export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (app, { staffChatHub }) => {
  await app.register(listRoutes);
  await app.register(adminRoutes);
  await app.register(gridRoutes);
  await app.register(dashboardRoutes);
  await app.register(promptRoutes);
  await app.register(reportSettingsRoutes);
  await app.register(meRoutes);
  await app.register(staffChatRoutes);
  await app.register(staffChatStreamRoutes, { hub: staffChatHub });
};
