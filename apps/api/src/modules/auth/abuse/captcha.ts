import { MSG } from '@resonate/contracts/messages';
import { AppError } from '#/errors.ts';
import { drawCaptcha } from '../crypto/captcha-image.ts';
import { keyedHash, sameBytes } from '../crypto/tokens.ts';
import type { TAuthDeps } from '../deps.ts';
import { CAPTCHA_TTL_SECONDS } from '../policy.ts';
import { insertCaptcha, takeCaptcha } from '../repositories/abuse-repository.ts';

/**
 * Answers are compared without case: the image mixes cases and people should not fail on an
 * uppercase they read as lowercase. Look-alike characters are not drawn at all.
 */
function answerHash(appSecret: string, answer: string) {
  return keyedHash(appSecret, 'captcha', answer.trim().toLowerCase());
}

export async function createCaptcha(deps: Pick<TAuthDeps, 'db' | 'config'>) {
  const { text, image } = drawCaptcha();
  const captchaId = await insertCaptcha(
    deps.db,
    answerHash(deps.config.appSecret, text),
    CAPTCHA_TTL_SECONDS,
  );
  return { captchaId, image };
}

/** Checks a captcha answer (single use, right or wrong) or throws the spec's messages. */
export async function verifyCaptcha(
  deps: Pick<TAuthDeps, 'db' | 'config'>,
  captchaId: string | undefined,
  answer: string | undefined,
): Promise<void> {
  const data = { captchaRequired: true };
  if (!captchaId || !answer?.trim()) {
    throw new AppError('BAD_REQUEST', MSG.captchaRequired, {
      errors: { captcha: MSG.captchaRequired },
      data,
    });
  }
  const stored = await takeCaptcha(deps.db, captchaId);
  if (!stored || !sameBytes(stored, answerHash(deps.config.appSecret, answer))) {
    throw new AppError('BAD_REQUEST', MSG.captchaInvalid, {
      errors: { captcha: MSG.captchaInvalid },
      data,
    });
  }
}
