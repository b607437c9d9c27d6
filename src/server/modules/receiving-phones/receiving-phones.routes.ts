import type { FastifyInstance } from 'fastify';
import { receivingPhoneEndpoints as e } from '../../../contract/receiving-phones.ts';
import { smsTemplateEndpoints as t } from '../../../contract/sms-templates.ts';
import { route } from '../../http/route.ts';
import type { ReceivingPhonesService } from './receiving-phones.service.ts';
import type { SmsInboxService } from './sms-inbox.service.ts';
import type { SmsTemplatesService } from './sms-templates.service.ts';

export function receivingPhonesRoutes(api: FastifyInstance, phones: ReceivingPhonesService) {
  route(api, e.list, ({ user }) => phones.list(user));
  route(api, e.create, ({ user, body }) => phones.create(user, body));
  route(api, e.update, ({ user, params, body }) => phones.update(user, params.id, body));
  route(api, e.rotate, ({ user, params }) => phones.rotate(user, params.id));
  route(api, e.revoke, ({ user, params }) => phones.revoke(user, params.id));
  route(api, e.sms, ({ user, params, query }) => phones.sms(user, params.id, query));
}

export function smsTemplatesRoutes(api: FastifyInstance, templates: SmsTemplatesService) {
  route(api, t.list, () => templates.list());
  route(api, t.create, ({ user, body }) => templates.create(user, body));
  route(api, t.update, ({ user, params, body }) => templates.update(user, params.id, body));
  route(api, t.remove, ({ user, params }) => templates.remove(user, params.id));
  route(api, t.preview, ({ body }) => templates.preview(body));
}

/**
 * The inbox, in a scope of its own: forwarding apps post JSON, some a form or JSON labelled
 * text/plain, and only this public, cookie-free route reads those (the rest of the API parses
 * JSON only, its defence against cross-site forms).
 */
export async function smsInboxRoutes(api: FastifyInstance, inbox: SmsInboxService) {
  await api.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string' },
      scope.getDefaultJsonParser('error', 'error'),
    );
    route(scope, e.inbox, ({ params, body, request }) =>
      inbox.receive(params.secret, body, request.ip),
    );
  });
}
