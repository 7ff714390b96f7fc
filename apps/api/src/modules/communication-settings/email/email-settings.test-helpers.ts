import type { FastifyInstance } from 'fastify';

export type TCaller = { accessToken: string; userId: number; clientId: number };

/** POSTs to a CommunicationSetting/ endpoint as the caller, naming the caller's client. */
export function cs(app: FastifyInstance, caller: TCaller, endpoint: string, extra: object = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/CommunicationSetting/${endpoint}`,
    headers: { accesstoken: caller.accessToken },
    payload: { clientId: caller.clientId, ...extra },
  });
}

/** A valid SMTP form; 93.184.215.14 is a public address (nothing is contacted on save). */
export const smtpForm = (extra: object = {}) => ({
  mode: 'dedicated',
  host: '93.184.215.14',
  port: '587',
  security: 'starttls',
  username: 'mailer',
  password: 'S3cret-pass!',
  volume: 10000,
  ...extra,
});
