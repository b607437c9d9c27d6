import { defineModule } from '../module.ts';
import {
  receivingPhonesRoutes,
  smsInboxRoutes,
  smsTemplatesRoutes,
} from './receiving-phones.routes.ts';

export { listActiveTemplates } from './sms-templates.service.ts';

export const receivingPhonesModule = defineModule({
  name: 'receiving-phones',
  routes: async (api, { services }) => {
    // The shipped SMS templates, in every database from the start (idempotent; retried on the
    // first read if the database was not reachable yet).
    api.addHook('onReady', async () => {
      await services.smsTemplates
        .ensureDefaults()
        .catch((err: unknown) => api.log.error({ err }, 'default SMS templates not inserted'));
    });
    receivingPhonesRoutes(api, services.receivingPhones);
    smsTemplatesRoutes(api, services.smsTemplates);
    await smsInboxRoutes(api, services.smsInbox);
  },
});
