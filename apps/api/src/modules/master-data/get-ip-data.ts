import { BlockList, isIP } from 'node:net';
import type { TIpData } from '@resonate/contracts/system';

const PRIVATE = new BlockList();
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('100.64.0.0', 10, 'ipv4'); // carrier-grade NAT
PRIVATE.addSubnet('169.254.0.0', 16, 'ipv4'); // link-local
PRIVATE.addSubnet('fc00::', 7, 'ipv6'); // unique local
PRIVATE.addSubnet('fe80::', 10, 'ipv6'); // link-local

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** `::ffff:10.1.2.3` (an IPv4 client on a dual-stack socket) is reported as the IPv4 address. */
function unmap(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

export function isValidIp(address: string): boolean {
  return isIP(address) !== 0;
}

/**
 * What the server itself can tell about an address (spec: POST GetIPData). There is no internet
 * here, so geolocation stays null until a local GeoIP database is added.
 */
export function getIpData(rawAddress: string): TIpData {
  const ipAddress = unmap(rawAddress.trim());
  const version = isIP(ipAddress) === 6 ? 6 : 4;
  const family = version === 6 ? 'ipv6' : 'ipv4';
  return {
    ipAddress,
    version,
    isPrivate: PRIVATE.check(ipAddress, family),
    isLoopback: LOOPBACK.check(ipAddress, family),
    country: null,
    city: null,
  };
}
