/** The few parts of ldapjs (a dev dependency without types) the test directory server uses. */
declare module 'ldapjs' {
  import type { AddressInfo } from 'node:net';

  export type TDn = { toString(): string };
  export type TLdapRequest = {
    dn: TDn;
    credentials: string;
    scope: 'base' | 'one' | 'sub';
    filter: {
      matches(attributes: Record<string, string[]>, strictAttrCase?: boolean): boolean;
      /** Extensible match filters only (attr:rule:=value). */
      matchingRule?: string;
      matchValue?: string;
    };
    sizeLimit: number;
  };
  export type TLdapResponse = {
    /** The attribute names the client asked for. */
    attributes: string[];
    send(entry: { dn: string; attributes: Record<string, string[]> }): void;
    end(): void;
  };
  export type TNext = (error?: Error) => void;
  export type THandler = (req: TLdapRequest, res: TLdapResponse, next: TNext) => void;

  export type TLdapServer = {
    /** The underlying net (or tls) server. */
    server: import('node:net').Server;
    listen(port: number, host: string, callback: () => void): void;
    close(callback?: () => void): void;
    address(): AddressInfo;
    bind(base: string, ...handlers: THandler[]): void;
    search(base: string, ...handlers: THandler[]): void;
  };

  export function createServer(options?: { certificate?: string; key?: string }): TLdapServer;
  export function parseDN(dn: string): { toString(): string };

  export class InvalidCredentialsError extends Error {}
  export class NoSuchObjectError extends Error {
    constructor(dn?: string);
  }
  export class SizeLimitExceededError extends Error {}

  const ldap: {
    createServer: typeof createServer;
    parseDN: typeof parseDN;
    InvalidCredentialsError: typeof InvalidCredentialsError;
    NoSuchObjectError: typeof NoSuchObjectError;
    SizeLimitExceededError: typeof SizeLimitExceededError;
  };
  export default ldap;
}
