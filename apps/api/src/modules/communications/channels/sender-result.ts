import type { TSendResult } from '#/channels/channel-adapter.ts';

/**
 * What a channel's sender answers the engine: permanent failures suppress the address; final
 * ones (an SMTP 5xx about the message, not the mailbox) fail the message without a retry.
 */
export type TSenderResult = TSendResult & { permanent?: boolean; final?: boolean };

/**
 * Runs one send and turns an unexpected throw into a transient failure: a bug or an odd
 * provider answer must fail one message (to be retried), never the whole run.
 */
export async function settle(send: () => Promise<TSenderResult>): Promise<TSenderResult> {
  try {
    return await send();
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'The send failed';
    return { ok: false, response: reason.slice(0, 300) };
  }
}

export const failed = (response: string, permanent = false): TSenderResult => ({
  ok: false,
  response,
  ...(permanent ? { permanent: true } : {}),
});
