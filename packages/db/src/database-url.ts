// PostgreSQL addresses as the driver (node-postgres) reads them: `postgresql://user:pass@host:5432/db`,
// or a Unix socket's folder with no host before the database (`postgresql://user@/db?host=/cloudsql/x`,
// as managed databases hand it out), a form `new URL` refuses.

/** The scheme and the part before the database's path: user, password, host and port, any of them empty. */
const SERVER = /^(postgres(?:ql)?:\/\/[^/?#]*)(\/[^?#]*)?/i;

/** Whether the driver can read `value` as a PostgreSQL address. */
export function isPostgresUrl(value: string): boolean {
  const server = SERVER.exec(value);
  if (!server) return false;
  // A plain URL check, with a stand-in host where a socket's address has none.
  const authority = server[1]!.replace(/^[^:]+:\/\//, "");
  const host = authority.slice(authority.lastIndexOf("@") + 1);
  return URL.canParse(`${server[1]}${host === "" ? "socket" : ""}${value.slice(server[1]!.length)}`);
}

/** The same server's address for another database. */
export function withDatabaseName(serverUrl: string, name: string): string {
  const server = SERVER.exec(serverUrl);
  // Never the address unchanged: the caller would use the server's own database.
  if (!server) throw new Error("DATABASE_URL must start with postgresql:// to name another database on it");
  return `${server[1]}/${encodeURIComponent(name)}${serverUrl.slice(server[0].length)}`;
}
