import { isPrivateAddress } from '../webhook-url.js';

// Each private IPv4 range at its edges, and the public addresses just outside: the edges are where a
// wrong comparison lets a webhook reach the internal network.

describe('private IPv4 ranges, edge by edge', () => {
  test.each([
    ['100.64.0.1', true],
    ['100.127.255.255', true],
    ['100.63.255.255', false],
    ['100.128.0.1', false],
    ['101.64.0.1', false],
    ['169.254.1.1', true],
    ['169.253.1.1', false],
    ['170.254.1.1', false],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['172.15.0.1', false],
    ['172.32.0.1', false],
    ['173.16.0.1', false],
    ['192.168.1.1', true],
    ['192.169.1.1', false],
    ['193.168.1.1', false],
  ])('%s is private: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });

  test('an IPv4-mapped address counts only when it is the whole address', () => {
    expect(isPrivateAddress('::ffff:10.0.0.1')).toBe(true);
    expect(isPrivateAddress('2001:db8::ffff:10.0.0.1')).toBe(false);
  });
});
