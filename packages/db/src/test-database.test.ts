import { describe, expect, it } from "vitest";
import { withDatabaseName } from "./test-database.ts";

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
