import { metricsAccess, metricsChallenge } from '../metrics-access.js';

const token = 'a-scrape-token-of-32-characters!';
const basic = { user: 'prometheus', password: 'a-password-long-enough' };
const basicHeader = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('metricsAccess', () => {
  const both = { token, basic };

  test('the configured bearer token or basic pair is granted, whatever the case of the scheme', () => {
    expect(metricsAccess(`Bearer ${token}`, both)).toBe('granted');
    expect(metricsAccess(`bearer ${token}`, both)).toBe('granted');
    expect(metricsAccess(basicHeader(basic.user, basic.password), both)).toBe('granted');
  });

  test('no header, or one without credentials, is missing credentials', () => {
    expect(metricsAccess(undefined, both)).toBe('missing');
    expect(metricsAccess('', both)).toBe('missing');
    expect(metricsAccess('Bearer', both)).toBe('missing');
  });

  test('anything else is wrong: a token a character off, longer or shorter, another user, another scheme', () => {
    expect(metricsAccess(`Bearer ${token.slice(0, -1)}x`, both)).toBe('wrong');
    expect(metricsAccess(`Bearer ${token}x`, both)).toBe('wrong');
    expect(metricsAccess(`Bearer ${token.slice(0, -1)}`, both)).toBe('wrong');
    expect(metricsAccess(basicHeader('grafana', basic.password), both)).toBe('wrong');
    expect(metricsAccess(basicHeader(basic.user, `${basic.password}!`), both)).toBe('wrong');
    expect(metricsAccess(`Digest ${token}`, both)).toBe('wrong');
  });

  test('a scheme that is not configured is refused even with the other scheme’s secret', () => {
    expect(metricsAccess(basicHeader(basic.user, basic.password), { token, basic: undefined })).toBe('wrong');
    expect(metricsAccess(`Bearer ${basic.password}`, { token: undefined, basic })).toBe('wrong');
    // The token is not a basic-auth password.
    expect(metricsAccess(basicHeader(basic.user, token), { token, basic })).toBe('wrong');
  });
});

describe('metricsChallenge', () => {
  test('names the schemes the configuration accepts', () => {
    expect(metricsChallenge({ token, basic: undefined })).toBe('Bearer realm="metrics"');
    expect(metricsChallenge({ token: undefined, basic })).toBe('Basic realm="metrics"');
    expect(metricsChallenge({ token, basic })).toBe('Basic realm="metrics", Bearer realm="metrics"');
  });
});
