import { solveCaptcha, type CaptchaChallenge } from '@cuvee/kernel';

/** The captcha's work, off the page's thread so the form stays responsive while it runs. */
const scope = self as unknown as Worker;

scope.onmessage = async (event: MessageEvent<CaptchaChallenge>) => {
  const number = await solveCaptcha(event.data, (share) => scope.postMessage({ progress: share }));
  scope.postMessage({ number });
};
