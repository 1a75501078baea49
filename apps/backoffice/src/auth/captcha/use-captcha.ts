import {
  captchaChallengeFault,
  encodeCaptchaSolution,
  messageText,
  type CaptchaChallenge,
  type MessageKey,
} from '@cuvee/kernel';
import { useCallback, useState } from 'react';
import { useT } from '../../i18n';
import { quietApi } from '../../services';
import { useLocale } from '../../session/use-session';
import { outcomeOf, type AuthOutcome } from '../auth-outcome';

/** A captcha that could not be solved, with the spec's message key for the reason. */
export class CaptchaFailure extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

/** The header of a protected request, as the API client names it. */
export interface CaptchaHeader {
  'X-Captcha': string;
}

type WorkerReply = { progress: number } | { number: number | null };

/**
 * The self-hosted captcha of the public forms (docs/captcha.md): `solve()` fetches a challenge, works it
 * out in a Web Worker and answers the header the protected request carries; `progress` (0 to 1, null
 * when idle) lets the form say it is checking. A failure throws CaptchaFailure, whose `message` the
 * form shows in the user's language.
 */
export function useCaptcha(): {
  solve: () => Promise<CaptchaHeader>;
  progress: number | null;
} {
  const locale = useLocale();
  const [progress, setProgress] = useState<number | null>(null);

  const solve = useCallback(async (): Promise<CaptchaHeader> => {
    setProgress(0);
    try {
      const reply = await quietApi.GET('/v1/captcha');
      const challenge: Partial<CaptchaChallenge> = reply.data ?? {};
      if (!reply.data) throw new CaptchaFailure('captcha.executeFailed');
      const fault = captchaChallengeFault(challenge);
      if (fault) throw new CaptchaFailure(fault);
      const number = await inWorker(challenge as CaptchaChallenge, setProgress);
      const { siteKey, version, salt, signature } = challenge as CaptchaChallenge;
      return {
        'X-Captcha': encodeCaptchaSolution({
          siteKey,
          version,
          salt,
          challenge: challenge.challenge!,
          number,
          signature,
        }),
      };
    } catch (error) {
      const key = error instanceof CaptchaFailure ? error.key : 'captcha.executeFailed';
      throw Object.assign(new CaptchaFailure(key), { message: messageText(key, locale) });
    } finally {
      setProgress(null);
    }
  }, [locale]);

  return { solve, progress };
}

function inWorker(challenge: CaptchaChallenge, onProgress: (share: number) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./captcha-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      reject(new CaptchaFailure('captcha.loadFailed'));
      return;
    }
    worker.onerror = () => {
      worker.terminate();
      reject(new CaptchaFailure('captcha.loadFailed'));
    };
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      if ('progress' in event.data) return onProgress(event.data.progress);
      worker.terminate();
      if (event.data.number === null) reject(new CaptchaFailure('captcha.executeFailed'));
      else resolve(event.data.number);
    };
    worker.postMessage(challenge);
  });
}

/**
 * A public form's submission behind the captcha: solves it, then makes the call with its header, and
 * answers what the form shows. `checking` is true while the browser works out the captcha.
 */
export function useProtectedSubmit(): {
  send: (
    call: (header: CaptchaHeader) => Promise<{ data?: { message: string }; error?: unknown }>,
  ) => Promise<AuthOutcome>;
  busy: boolean;
  checking: boolean;
} {
  const t = useT();
  const { solve, progress } = useCaptcha();
  const [busy, setBusy] = useState(false);
  const send = useCallback(
    async (call: (header: CaptchaHeader) => Promise<{ data?: { message: string }; error?: unknown }>) => {
      setBusy(true);
      try {
        return outcomeOf(await call(await solve()), t('auth.failed'));
      } catch (error) {
        if (error instanceof CaptchaFailure) return { ok: false, message: error.message };
        throw error;
      } finally {
        setBusy(false);
      }
    },
    [solve, t],
  );
  return { send, busy, checking: progress !== null };
}
