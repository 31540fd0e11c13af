import { describe, expect, it } from "vitest";
import { isPostgresUrl, withDatabaseName } from "./database-url.ts";

describe("isPostgresUrl", () => {
  it("reads addresses with a host or a socket folder, and no other scheme", () => {
    for (const url of [
      "postgresql://u:p@db:5432/x",
      "postgres://db",
      "postgresql://u@/x?host=/run/pg",
      "postgresql:///x?host=/tmp",
    ])
      expect(isPostgresUrl(url), url).toBe(true);
    for (const url of ["mysql://u@db/x", "db:5432/x", "postgresql://u@db:port/x", ""])
      expect(isPostgresUrl(url), url).toBe(false);
  });
});

describe("withDatabaseName", () => {
  it("names another database on the same server, in each form of address", () => {
    expect(withDatabaseName("postgresql://u:p@db:5432/main?sslmode=require", "t1")).toBe(
      "postgresql://u:p@db:5432/t1?sslmode=require",
    );
    expect(withDatabaseName("postgres://db", "t1")).toBe("postgres://db/t1");
    expect(withDatabaseName("postgresql://u@/main?host=/var/run/postgresql", "t1")).toBe(
      "postgresql://u@/t1?host=/var/run/postgresql",
    );
    expect(withDatabaseName("postgresql:///main?host=/tmp", "t1")).toBe("postgresql:///t1?host=/tmp");
    expect(withDatabaseName("POSTGRES://db/main", "t1")).toBe("POSTGRES://db/t1");
    expect(() => withDatabaseName("db:5432/main", "t1")).toThrow(/postgresql:\/\//);
  });
});
