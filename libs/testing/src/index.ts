export { testEnv, clearQueuePrefix, waitFor, withinOneMinute } from './test-env.js';
export { TestApi, type AppFactory, type TestApiOptions } from './test-api.js';
export { readOutbox, mailsTo, lastMailedToken, type OutboxMail } from './outbox.js';
export { officialData } from './official-data.js';
export { solvedCaptcha } from './captcha.js';
