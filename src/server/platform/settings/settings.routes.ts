import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSettingsResponseSchema } from '../../../shared/contracts/platform/get-settings';
import {
  updateSettingBodySchema,
  updateSettingParamsSchema,
  updateSettingResponseSchema,
} from '../../../shared/contracts/platform/update-setting';
import { actorOf, sessionOf } from '../access';
import { settingWritePermissions } from './settings.registry';
import { findSettings, updateSetting } from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/settings',
    { schema: { tags: ['platform'], response: { 200: getSettingsResponseSchema } }, config: { access: 'platform.read' } },
    async (request) => ({ items: await findSettings(db, sessionOf(request).permissions) }),
  );

  app.put(
    '/settings/:key',
    {
      schema: {
        tags: ['platform'],
        params: updateSettingParamsSchema,
        body: updateSettingBodySchema,
        response: { 200: updateSettingResponseSchema },
      },
      // Each setting names who may change it; the service checks that one.
      config: { access: settingWritePermissions() },
    },
    async (request) => updateSetting(db, actorOf(request), request.params.key, request.body.value),
  );
};
